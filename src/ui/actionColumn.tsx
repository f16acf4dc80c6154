import { Button } from './Button';
import type { TableColumn } from './tableTypes';

/** A column holding one button per row (not sorted, not exported): a row's action that opens its modal. */
export function actionColumn<Row>(id: string, header: string, label: string, onClick: (row: Row) => void): TableColumn<Row> {
  return {
    id,
    header,
    value: () => '',
    sortable: false,
    exportable: false,
    cell: (row) => (
      <Button variant="secondary" onClick={() => onClick(row)}>
        {label}
      </Button>
    ),
  };
}
