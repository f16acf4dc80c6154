import type { SortDirection } from './tableTypes';

export interface TableHeaderCellProps {
  header: string;
  sortable: boolean;
  /** This column's direction when the table is sorted by it. */
  direction: SortDirection | null;
  onSort: () => void;
  align?: 'start' | 'end' | 'center';
}

const arrows = { asc: '▲', desc: '▼' } as const;
const aligns = { start: 'text-start justify-start', end: 'text-end justify-end', center: 'text-center justify-center' } as const;

/** A column header; a sortable one is a button (click, Enter or Space) and carries aria-sort when it sorts the table. */
export function TableHeaderCell({ header, sortable, direction, onSort, align = 'start' }: TableHeaderCellProps) {
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      className={`border-b-2 border-slate-300 bg-white px-2 py-1 font-semibold text-slate-800 ${aligns[align]}`}
    >
      {sortable ? (
        <button type="button" onClick={onSort} className={`inline-flex min-h-11 w-full items-center gap-1 rounded px-1 font-semibold ${aligns[align]}`}>
          {header}
          <span aria-hidden="true" className={`text-xs ${direction ? 'text-brand-600' : 'text-slate-400'}`}>
            {direction ? arrows[direction] : '▲▼'}
          </span>
        </button>
      ) : (
        header
      )}
    </th>
  );
}
