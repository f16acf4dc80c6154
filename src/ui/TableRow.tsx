import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, Ref } from 'react';
import { valueText, type ExportWords } from './tableExport';
import type { TableColumn } from './tableTypes';

export interface TableRowProps<Row> {
  row: Row;
  columns: readonly TableColumn<Row>[];
  /** 1-based position among all rows of the table, header included (aria-rowindex). */
  rowIndex: number;
  /** Names the row in its action buttons, e.g. the client's name. */
  label: string;
  words: ExportWords;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  onSelect?: (row: Row) => void;
  /** Opens the summary panel of the row's client. */
  onSummary?: () => void;
  selected?: boolean;
  /** For the virtualiser: its index and a ref to measure the drawn height. */
  virtualIndex?: number;
  measureRef?: Ref<HTMLTableRowElement>;
}

const aligns = { start: 'text-start', end: 'text-end tabular-nums', center: 'text-center' } as const;
const actionButton = 'inline-flex min-h-11 items-center rounded-md border-2 px-3 font-semibold';

/** One body row: its cells, then Summary/Edit/Delete buttons; selectable by click, Enter or Space when the table takes a selection. */
export function TableRow<Row>({ row, columns, rowIndex, label, words, onEdit, onDelete, onSelect, onSummary, selected, virtualIndex, measureRef }: TableRowProps<Row>) {
  const { t } = useLingui();
  const selectable = onSelect !== undefined;
  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      onSelect?.(row);
    }
  };
  return (
    <tr
      ref={measureRef}
      data-index={virtualIndex}
      aria-rowindex={rowIndex}
      aria-selected={selectable ? Boolean(selected) : undefined}
      tabIndex={selectable ? 0 : undefined}
      onClick={selectable ? () => onSelect(row) : undefined}
      onKeyDown={selectable ? onKeyDown : undefined}
      className={[
        'border-b border-slate-200 break-inside-avoid',
        selectable ? 'cursor-pointer hover:bg-brand-50' : '',
        selected ? 'bg-brand-100' : 'even:bg-slate-50',
      ].join(' ')}
    >
      {columns.map((column) => (
        <td key={column.id} className={`px-3 py-2 align-middle ${aligns[column.align ?? 'start']}`}>
          {column.cell ? column.cell(row) : valueText(column.value(row), words)}
        </td>
      ))}
      {(onEdit || onDelete || onSummary) && (
        <td className="no-print px-2 py-1">
          <div className="flex flex-wrap justify-end gap-2">
            {onSummary && (
              <button
                type="button"
                aria-label={t`Permbledhje: ${label}`}
                className={`${actionButton} border-slate-400 bg-white text-slate-800 hover:bg-slate-100`}
                onClick={(e) => {
                  e.stopPropagation();
                  onSummary();
                }}
              >
                {t`Permbledhje`}
              </button>
            )}
            {onEdit && (
              <button
                type="button"
                aria-label={t`Edito: ${label}`}
                className={`${actionButton} border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}
                onClick={(e) => {
                  e.stopPropagation();
                  onEdit(row);
                }}
              >
                {t`Edito`}
              </button>
            )}
            {onDelete && (
              <button
                type="button"
                aria-label={t`Fshij: ${label}`}
                className={`${actionButton} border-red-700 bg-white text-red-700 hover:bg-red-50`}
                onClick={(e) => {
                  e.stopPropagation();
                  onDelete(row);
                }}
              >
                {t`Fshij`}
              </button>
            )}
          </div>
        </td>
      )}
    </tr>
  );
}
