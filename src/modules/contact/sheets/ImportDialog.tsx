import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ImportResult } from '../../../../domain/contact/importRows.js';
import { newId } from '../../../../domain/ids.js';
import { syncNow, useSyncStatus } from '../../../local';
import { Button, LoadingState, Modal } from '../../../ui';
import { FilePickButton } from '../../../ui/FilePickButton';
import { translateServerMessage } from '../../../app/serverMessages';
import { useHeldClients } from '../liveClients';
import { usePlaces } from '../places/usePlaces';
import { previewImport, type ImportPreview } from './importPreview';
import { ImportRowsTable } from './ImportRowsTable';
import { uploadClientSheet } from './uploadImport';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Step =
  | { kind: 'pick'; problem: string | null }
  | { kind: 'reading' }
  | { kind: 'preview'; file: File; key: string; preview: Extract<ImportPreview, { ok: true }>; problem: string | null }
  | { kind: 'sending' }
  | { kind: 'done'; result: ImportResult; message: string; records: Extract<ImportPreview, { ok: true }>['records'] };

function Counts({ result }: { result: ImportResult }) {
  return (
    <ul className="flex flex-wrap gap-x-6 font-medium">
      <li>
        <Plural value={result.imported} one="# klient importohet" other="# kliente importohen" />
      </li>
      <li>
        <Plural value={result.duplicates} one="# ekziston tashme" other="# ekzistojne tashme" />
      </li>
      <li className={result.refused > 0 ? 'text-red-800' : undefined}>
        <Plural value={result.refused} one="# rresht refuzohet" other="# rreshta refuzohen" />
      </li>
    </ul>
  );
}

/**
 * The client import (spec 000 §2, §7 POST clients/import-excel): pick an
 * .xlsx, see every row checked as the server will check it, then send it —
 * online, since the server imports the valid rows in one transaction and
 * answers each row's result, which is shown after.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { online } = useSyncStatus();
  const clients = useHeldClients();
  const places = usePlaces();
  const [step, setStep] = useState<Step>({ kind: 'pick', problem: null });
  const close = () => {
    setStep({ kind: 'pick', problem: null });
    onClose();
  };

  const read = async (file: File) => {
    if (!places || !clients) {
      setStep({ kind: 'pick', problem: t`Shtetet dhe qytetet nuk jane ende ne kete pajisje: lidheni pajisjen me internet.` });
      return;
    }
    setStep({ kind: 'reading' });
    const preview = await previewImport(file, clients, places);
    if (preview.ok) setStep({ kind: 'preview', file, key: newId(), preview, problem: null });
    else setStep({ kind: 'pick', problem: preview.message === null ? t`File-i nuk lexohet si Excel (.xlsx).` : translateServerMessage(i18n, preview.message) });
  };

  const send = async (current: Extract<Step, { kind: 'preview' }>) => {
    setStep({ kind: 'sending' });
    const outcome = await uploadClientSheet(current.file, current.key);
    if (outcome.kind === 'imported') {
      setStep({ kind: 'done', result: outcome.result, message: outcome.message, records: current.preview.records });
      void syncNow();
      return;
    }
    const problem = outcome.kind === 'offline' ? t`Importi ka nevoje per internet. Provoni perseri kur te keni lidhje.` : translateServerMessage(i18n, outcome.message);
    setStep({ ...current, problem });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Importo kliente nga Excel`}
      size="xl"
      footer={
        <>
          {step.kind === 'preview' && (
            <Button onClick={() => void send(step)} disabled={!online || step.preview.result.imported === 0}>
              <Trans>Importo</Trans>
            </Button>
          )}
          <Button variant="secondary" onClick={close}>
            {step.kind === 'done' ? <Trans>Mbyll</Trans> : <Trans>Anulo</Trans>}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {step.kind === 'pick' && (
          <>
            <p>
              <Trans>Zgjidhni nje file Excel (.xlsx) me nje klient ne cdo rresht. Rreshtat kontrollohen para se te dergohen.</Trans>
            </p>
            <div>
              <FilePickButton accept={XLSX_ACCEPT} onFiles={([file]) => file && void read(file)}>
                {t`Zgjidh file-in`}
              </FilePickButton>
            </div>
          </>
        )}
        {(step.kind === 'reading' || step.kind === 'sending') && <LoadingState />}
        {(step.kind === 'pick' || step.kind === 'preview') && step.problem && (
          <p role="alert" className="rounded-md border-l-4 border-red-700 bg-red-50 p-3 font-medium text-red-900">
            {step.problem}
          </p>
        )}
        {step.kind === 'preview' && (
          <>
            <Counts result={step.preview.result} />
            {!online && (
              <p role="status" className="rounded-md border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">
                <Trans>Importi ka nevoje per internet.</Trans>
              </p>
            )}
            <ImportRowsTable rows={step.preview.result.rows} records={step.preview.records} />
          </>
        )}
        {step.kind === 'done' && (
          <>
            <p role="status" className="font-semibold text-green-800">
              {translateServerMessage(i18n, step.message)}
            </p>
            <Counts result={step.result} />
            <ImportRowsTable rows={step.result.rows} records={step.records} />
          </>
        )}
      </div>
    </Modal>
  );
}
