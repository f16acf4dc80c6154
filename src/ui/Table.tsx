import { useLingui } from '@lingui/react/macro';
import { useContext, useMemo, useState, type ReactNode, type Ref } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { EmptyState } from './EmptyState';
import { LoadingState } from './LoadingState';
import { RowSummaryContext, type SummaryTarget } from './rowSummary';
import { TableExportButtons } from './TableExportButtons';
import { TableHeaderCell } from './TableHeaderCell';
import { TablePager } from './TablePager';
import { TableRow } from './TableRow';
import { valueText } from './tableExport';
import { sortRows } from './tableSort';
import type { SortState, TableColumn } from './tableTypes';
import { useTableMemory } from './tableMemory';
import { useNarrowScreen } from './useNarrowScreen';
import { usePrinting } from './usePrinting';
import { VirtualTableRows } from './VirtualTableRows';

export interface TableProps<Row> {
  /** Names the table for screen readers (and the export file unless `exportName` says otherwise). Already translated. */
  caption: string;
  columns: readonly TableColumn<Row>[];
  /** `undefined` while loading — what useLiveQuery returns before its first result. */
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  loading?: boolean;
  /** Defaults to 'Nuk ka te dhena !' (spec 001 §8). */
  emptyMessage?: ReactNode;
  initialSort?: SortState | null;
  defaultPageSize?: number;
  /** Export file name stem; false hides the export buttons. */
  exportName?: string | false;
  /** Names a row in its action buttons and the delete question; defaults to the first column's text. */
  rowLabel?: (row: Row) => string;
  onEdit?: (row: Row) => void;
  /** Called only after the user confirms. */
  onDelete?: (row: Row) => void;
  /** Whether a row has the delete button (a row with nothing to delete yet has none); every row by default. */
  canDelete?: (row: Row) => boolean;
  /** The delete question; defaults to asking about the row's label. */
  deleteMessage?: (row: Row) => ReactNode;
  /** The client (and project) of a row: a 'Permbledhje' button opens its summary panel; null for a row of no client. */
  summaryOf?: (row: Row) => SummaryTarget | null;
  onRowSelect?: (row: Row) => void;
  selectedRowId?: string | null;
  /** The name the table's sort and page size are remembered by on this device; defaults to `exportName`, else the caption. */
  rememberAs?: string;
  /** Extra controls shown beside the export buttons (filters, "add"). */
  toolbar?: ReactNode;
}

/** Pages longer than this draw only the rows near the viewport. */
export const VIRTUALIZE_ABOVE = 100;

/**
 * The list view of every module: sortable columns, pages (50 by default), CSV and
 * Excel export of the whole sorted list, fewer columns at ≤ 500 px, Edit/Delete
 * with a confirmation, the row's client summary, row selection, loading and empty states, and print styles
 * (all columns, every row of the page, no controls).
 */
export function Table<Row>(props: TableProps<Row>) {
  const { columns, rows, getRowId, onEdit, onDelete, onRowSelect, selectedRowId, summaryOf } = props;
  const openSummary = useContext(RowSummaryContext);
  const summaryTargetOf = openSummary && summaryOf ? summaryOf : undefined;
  const { t, i18n } = useLingui();
  const narrow = useNarrowScreen();
  const printing = usePrinting();
  // State, not a ref: the virtualiser (a child) reads it in its layout effect, which runs before a parent's ref is attached.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  // The sort and page size the user chose stay on the device, per table (by its export name, else its caption).
  const rememberAs = props.rememberAs ?? (typeof props.exportName === 'string' ? props.exportName : props.caption);
  const [{ sort, pageSize }, remember] = useTableMemory(
    rememberAs,
    columns.map((c) => c.id),
    { sort: props.initialSort, pageSize: props.defaultPageSize },
  );
  const [requestedPage, setPage] = useState(0);
  const [toDelete, setToDelete] = useState<Row | null>(null);

  const words = useMemo(() => ({ yes: t`Po`, no: t`Jo` }), [t]);
  const shownColumns = narrow && !printing ? columns.filter((c) => !c.hideOnMobile) : columns;
  const sorted = useMemo(() => sortRows(rows ?? [], columns, sort, i18n.locale), [rows, columns, sort, i18n.locale]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  // Rows can vanish under the user (a sync, a delete): stay on the last page that exists.
  const page = Math.min(requestedPage, pageCount - 1);
  const start = page * pageSize;
  const pageRows = sorted.slice(start, start + pageSize);
  const loading = props.loading === true || rows === undefined;
  const hasActions = Boolean(onEdit || onDelete || summaryTargetOf);
  const colSpan = shownColumns.length + (hasActions ? 1 : 0);
  const virtual = pageRows.length > VIRTUALIZE_ABOVE && !printing;
  const firstColumn = columns[0];
  const labelOf = (row: Row) => props.rowLabel?.(row) ?? (firstColumn ? valueText(firstColumn.value(row), words) : '');

  const toggleSort = (columnId: string) => {
    remember(({ sort: current }) => ({ sort: { columnId, direction: current?.columnId === columnId && current.direction === 'asc' ? 'desc' : 'asc' } }));
    setPage(0);
  };

  const renderRow = (row: Row, index: number, measureRef?: Ref<HTMLTableRowElement>) => {
    const id = getRowId(row);
    const summary = summaryTargetOf?.(row);
    return (
      <TableRow
        key={id}
        row={row}
        columns={shownColumns}
        rowIndex={start + index + 2}
        label={labelOf(row)}
        words={words}
        onEdit={onEdit}
        onDelete={onDelete && (props.canDelete?.(row) ?? true) ? setToDelete : undefined}
        onSelect={onRowSelect}
        onSummary={summary && openSummary ? () => openSummary(summary) : undefined}
        selected={selectedRowId === id}
        virtualIndex={measureRef ? index : undefined}
        measureRef={measureRef}
      />
    );
  };

  let body: ReactNode;
  if (loading) body = <LoadingState />;
  else if (sorted.length === 0) body = <EmptyState message={props.emptyMessage} />;

  return (
    <div className="flex flex-col gap-2">
      {(props.toolbar || props.exportName !== false) && (
        <div className="no-print flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap gap-2">{props.toolbar}</div>
          {props.exportName !== false && !loading && (
            <TableExportButtons name={props.exportName ?? props.caption} columns={columns} rows={sorted} words={words} />
          )}
        </div>
      )}
      <div
        ref={setScrollBox}
        role="region"
        aria-label={props.caption}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box takes focus so the keyboard can scroll it (axe: scrollable-region-focusable)
        tabIndex={0}
        className={`relative overflow-x-auto rounded-md border border-slate-200 bg-white print:overflow-visible print:border-0 ${virtual ? 'max-h-[75vh] overflow-y-auto' : ''}`}
      >
        <table aria-busy={loading || undefined} aria-rowcount={body ? undefined : sorted.length + 1} className="w-full border-collapse text-start">
          <caption className="sr-only">{props.caption}</caption>
          <thead className={virtual ? 'sticky top-0 z-10' : undefined}>
            <tr aria-rowindex={body ? undefined : 1}>
              {shownColumns.map((column) => (
                <TableHeaderCell
                  key={column.id}
                  header={column.header}
                  align={column.align}
                  sortable={column.sortable !== false}
                  direction={sort?.columnId === column.id ? sort.direction : null}
                  onSort={() => toggleSort(column.id)}
                />
              ))}
              {hasActions && (
                <th scope="col" className="no-print border-b-2 border-slate-300 bg-white px-2 py-1 text-end font-semibold text-slate-800">
                  {t`Veprimet`}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {body ? (
              <tr>
                <td colSpan={colSpan}>{body}</td>
              </tr>
            ) : virtual ? (
              <VirtualTableRows rows={pageRows} colSpan={colSpan} getScrollElement={() => scrollBox} renderRow={renderRow} />
            ) : (
              pageRows.map((row, index) => renderRow(row, index))
            )}
          </tbody>
        </table>
      </div>
      {!loading && sorted.length > 0 && (
        <TablePager
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          total={sorted.length}
          onPage={setPage}
          onPageSize={(size) => {
            remember(() => ({ pageSize: size }));
            setPage(0);
          }}
        />
      )}
      {onDelete && (
        <ConfirmDialog
          open={toDelete !== null}
          title={t`Fshirja e rekordit`}
          message={toDelete !== null && (props.deleteMessage?.(toDelete) ?? t`A jeni te sigurte qe doni te fshini "${labelOf(toDelete)}"?`)}
          onCancel={() => setToDelete(null)}
          onConfirm={() => {
            if (toDelete !== null) onDelete(toDelete);
            setToDelete(null);
          }}
        />
      )}
    </div>
  );
}
