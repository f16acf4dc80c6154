import type { ReactNode } from 'react';

/** A value a column sorts and exports by. Dates as YYYY-MM-DD text or Date, so they sort in time order. */
export type CellValue = string | number | boolean | Date | null | undefined;

export interface TableColumn<Row> {
  id: string;
  /** Already translated. */
  header: string;
  /** What the column sorts by and, unless `exportValue` says otherwise, exports. */
  value: (row: Row) => CellValue;
  /** What the cell shows; defaults to the value as text. */
  cell?: (row: Row) => ReactNode;
  /** Defaults to true. */
  sortable?: boolean;
  /** Left out at 500 px wide or narrower (spec 000 §2); still exported. */
  hideOnMobile?: boolean;
  exportValue?: (row: Row) => CellValue;
  /** Defaults to true; false for columns that only hold controls. */
  exportable?: boolean;
  align?: 'start' | 'end' | 'center';
}

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  columnId: string;
  direction: SortDirection;
}

/** Spec 000 §2: page size 50, options 5 … 10000. */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 30, 50, 75, 100, 1000, 10000] as const;
export const DEFAULT_PAGE_SIZE = 50;
