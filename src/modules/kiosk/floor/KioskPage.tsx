import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { KioskWorker } from '../../../../domain/kiosk/answers.js';
import { switchIn } from '../../../app/session/kioskSession';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { LanguageSwitch } from '../../../app/shell/LanguageSwitch';
import { SyncBadge } from '../../../app/shell/SyncBadge';
import { EmptyState, LoadingState } from '../../../ui';
import { refusalText } from './lockText';
import { PinPad } from './PinPad';
import { switchWorker } from './switchWorker';
import { useKioskWorkers } from './useKioskWorkers';
import { WorkerTile } from './WorkerTile';

/** Full screen where the browser allows it; asked on a tap, since browsers grant it only to a user's gesture. */
function goFullScreen(): void {
  if (typeof document !== 'undefined' && !document.fullscreenElement) document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/**
 * The kiosk's home (issue 10): its departments' workers; a worker taps their
 * name, types their PIN and lands on the status board as themselves. Works
 * with the network cut: the list and the PIN check are held on the device.
 */
export function KioskPage() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const credential = session.kiosk!.credential;
  const { answer, loading } = useKioskWorkers(credential);
  const [picked, setPicked] = useState<KioskWorker | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(pin: string) {
    if (!picked) return;
    setBusy(true);
    const result = await switchWorker(picked, pin).catch(() => null);
    setBusy(false);
    if (!result) {
      setError(t`PIN-i nuk mund te kontrollohej ne kete pajisje. Provoni perseri.`);
      return;
    }
    if (!result.ok) {
      setError(refusalText(i18n, result));
      return;
    }
    switchIn(result.actor);
    await navigate({ to: '/dashboard/production/create/{-$clientId}', params: {}, replace: true });
  }

  const departments = (answer?.kiosk.departments ?? credential.departments).map((d) => d.name).join(', ');
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2 sm:px-5">
        <div className="me-auto min-w-0">
          <p className="text-xl font-bold text-brand-700">{answer?.kiosk.name ?? credential.name}</p>
          <p className="truncate text-slate-700">{departments}</p>
        </div>
        <SyncBadge />
        <LanguageSwitch />
      </header>
      <main id="main" className="flex-1 p-3 sm:p-6">
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">
          <Trans>Kush po punon? Prekni emrin tuaj.</Trans>
        </h1>
        {loading && !answer ? (
          <LoadingState />
        ) : !answer || answer.workers.length === 0 ? (
          <EmptyState message={t`Asnje punetor i prodhimit ne repartet e kesaj kioske.`} />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {answer.workers.map((worker) => (
              <WorkerTile
                key={worker.id}
                worker={worker}
                onPick={() => {
                  goFullScreen();
                  setError(null);
                  setPicked(worker);
                }}
              />
            ))}
          </ul>
        )}
        <p className="mt-6">
          <Link to="/dashboard/outbox" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            <Trans>Ndryshimet ne pritje te kesaj kioske</Trans>
          </Link>
        </p>
      </main>
      {picked && <PinPad workerName={picked.name} busy={busy} error={error} onSubmit={(pin) => void submit(pin)} onCancel={() => setPicked(null)} />}
    </div>
  );
}
