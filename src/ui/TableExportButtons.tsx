import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from './Button';
import { downloadBlob, exportFileName, toCsv, toXlsx, type ExportWords } from './tableExport';
import type { TableColumn } from './tableTypes';
import { useToast } from './useToast';

export interface TableExportButtonsProps<Row> {
  /** File name stem, e.g. "Klientet". */
  name: string;
  columns: readonly TableColumn<Row>[];
  /** Every row in the table's order, not only the current page. */
  rows: readonly Row[];
  words: ExportWords;
}

/** CSV and Excel downloads of the whole sorted table (spec 000 §2 "Tables have an export button"). */
export function TableExportButtons<Row>({ name, columns, rows, words }: TableExportButtonsProps<Row>) {
  const { t } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const exportCsv = () => {
    downloadBlob(new Blob([toCsv(columns, rows, words)], { type: 'text/csv;charset=utf-8' }), exportFileName(name, 'csv'));
  };
  const exportXlsx = async () => {
    setBusy(true);
    try {
      downloadBlob(await toXlsx(columns, rows, words), exportFileName(name, 'xlsx'));
    } catch {
      // The writer is loaded on demand; offline before it was ever cached, the import fails.
      toast.error(t`Eksporti nuk u krijua. Provoni perseri!`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="no-print flex flex-wrap gap-2">
      <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
        {t`Eksporto CSV`}
      </Button>
      <Button variant="secondary" onClick={() => void exportXlsx()} busy={busy} disabled={rows.length === 0}>
        {t`Eksporto Excel`}
      </Button>
    </div>
  );
}
