import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSyncStatus } from '../../../local';
import { Button, useToast } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import type { ClientFilter } from '../list/filterClients';
import { downloadClientSheet, exportQueryOf } from './exportClients';
import { ImportDialog } from './ImportDialog';

/**
 * The list's spreadsheet buttons (spec 000 §2 "export and import of
 * spreadsheets"): export the clients of the list's letter and dates as the
 * server writes them (online), import a sheet (for those who write contact).
 */
export function SheetActions({ filter, canImport }: { filter: ClientFilter; canImport: boolean }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const { online } = useSyncStatus();
  const [busy, setBusy] = useState(false);
  const [importing, setImporting] = useState(false);

  const exportSheet = async () => {
    const offline = t`Eksporti ka nevoje per internet. Provoni perseri kur te keni lidhje.`;
    const query = exportQueryOf(filter);
    if (!query.ok) {
      toast.error(translateServerMessage(i18n, query.message));
      return;
    }
    if (!online) {
      toast.error(offline);
      return;
    }
    setBusy(true);
    const outcome = await downloadClientSheet(query.query);
    setBusy(false);
    if (outcome.kind === 'offline') toast.error(offline);
    if (outcome.kind === 'refused') toast.error(translateServerMessage(i18n, outcome.message));
  };

  return (
    <>
      <Button variant="secondary" onClick={() => void exportSheet()} busy={busy}>
        <Trans>Eksporto ne Excel</Trans>
      </Button>
      {canImport && (
        <>
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <Trans>Importo nga Excel</Trans>
          </Button>
          <ImportDialog open={importing} onClose={() => setImporting(false)} />
        </>
      )}
    </>
  );
}
