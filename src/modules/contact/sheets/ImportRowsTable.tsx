import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cellText, type ClientSheetRecord } from '../../../../domain/contact/clientSheet.js';
import type { ImportRowResult } from '../../../../domain/contact/importRows.js';
import { Table, type TableColumn } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';

const STATUS: Record<ImportRowResult['status'], MessageDescriptor> = {
  imported: msg`Importohet`,
  duplicate: msg`Ekziston`,
  refused: msg`Refuzohet`,
};

/** The sheet's rows with what happens to each (spec 000 §2 import; issue 14 "a preview of the rows with the errors per row"). */
export function ImportRowsTable({ rows, records }: { rows: readonly ImportRowResult[]; records: readonly ClientSheetRecord[] }) {
  const { t, i18n } = useLingui();
  const cellsOf = new Map(records.map((r) => [r.row, r.cells]));
  const nameOf = (row: number) => {
    const cells = cellsOf.get(row);
    return [cellText(cells?.firstnameAndLastname), cellText(cells?.lastName)].filter((x) => x).join(' ');
  };
  const columns: TableColumn<ImportRowResult>[] = [
    { id: 'row', header: t`Rreshti`, value: (r) => r.row, align: 'end' },
    { id: 'name', header: t`Klienti`, value: (r) => nameOf(r.row) },
    { id: 'status', header: t`Statusi`, value: (r) => i18n._(STATUS[r.status]) },
    {
      id: 'errors',
      header: t`Gabimet`,
      value: (r) => Object.values(r.errors ?? {}).map((m) => translateServerMessage(i18n, m)).join('; '),
      cell: (r) => (
        <ul>
          {Object.entries(r.errors ?? {}).map(([field, message]) => (
            <li key={field} className="text-red-800">
              {translateServerMessage(i18n, message)}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return <Table caption={t`Rreshtat e file-it`} columns={columns} rows={rows} getRowId={(r) => String(r.row)} exportName={false} />;
}
