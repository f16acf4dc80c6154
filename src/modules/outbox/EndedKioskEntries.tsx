import { Trans, useLingui } from '@lingui/react/macro';
import { format } from 'date-fns';
import Dexie from 'dexie';
import { useEffect, useState } from 'react';
import { translateServerMessage } from '../../app/serverMessages';
import { labelText } from '../../app/writes/entryLabel';
import { endedKiosks, forgetEndedKiosk, openLocalDb, type EndedKiosk, type OutboxEntry } from '../../local';
import { Button, ConfirmDialog } from '../../ui';

interface Held {
  kiosk: EndedKiosk;
  entries: OutboxEntry[];
}

/** The entries a kiosk that was revoked on this device still holds, read from its own database. */
async function readHeld(): Promise<Held[]> {
  const held: Held[] = [];
  for (const kiosk of endedKiosks()) {
    if (!(await Dexie.exists(kiosk.database))) {
      forgetEndedKiosk(kiosk.database);
      continue;
    }
    const db = openLocalDb(kiosk.database);
    try {
      const entries = await db.outbox.orderBy('seq').toArray();
      if (entries.length > 0) held.push({ kiosk, entries });
      else forgetEndedKiosk(kiosk.database);
    } finally {
      db.close();
    }
  }
  return held;
}

/**
 * What the workers of a kiosk revoked on this device had queued (issue 10):
 * it can no longer be sent (the server takes a worker's write only from a
 * valid kiosk), so it is shown to whoever signs in here, with who made each
 * change and the server's words, until someone clears it.
 */
export function EndedKioskEntries() {
  const { i18n, t } = useLingui();
  const [held, setHeld] = useState<Held[]>([]);
  const [clearing, setClearing] = useState<EndedKiosk | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let stopped = false;
    void readHeld().then((found) => {
      if (!stopped) setHeld(found);
    });
    return () => {
      stopped = true;
    };
  }, [version]);

  async function clear(kiosk: EndedKiosk) {
    await Dexie.delete(kiosk.database);
    forgetEndedKiosk(kiosk.database);
    setClearing(null);
    setVersion((v) => v + 1);
  }

  if (held.length === 0) return null;
  return (
    <>
      {held.map(({ kiosk, entries }) => (
        <section key={kiosk.database} className="mt-8" aria-labelledby={`ended-${kiosk.database}`}>
          <h2 id={`ended-${kiosk.database}`} className="text-xl font-semibold text-slate-900">
            <Trans>Te mbetura ne kioskan e cregjistruar {kiosk.name}</Trans>
          </h2>
          <p className="mb-3 text-slate-800">
            <Trans>Keto ndryshime nuk mund te dergohen me: kioska u cregjistrua para se te dergoheshin. Futini perseri me dore nese duhen.</Trans>
          </p>
          <ul className="flex flex-col gap-2" data-testid="ended-kiosk-entries">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3">
                <p className="font-semibold text-slate-900">{labelText(i18n, entry.label)}</p>
                <p className="text-sm text-slate-700">
                  {format(entry.createdAt, 'dd-MM-yyyy HH:mm')}
                  {entry.actor && ` · ${t`nga ${entry.actor.name}`}`}
                  {entry.error && ` · ${translateServerMessage(i18n, entry.error.message)}`}
                </p>
              </li>
            ))}
          </ul>
          <Button variant="danger" className="mt-3" onClick={() => setClearing(kiosk)}>
            <Trans>Hiqi nga kjo pajisje</Trans>
          </Button>
        </section>
      ))}
      <ConfirmDialog
        open={clearing !== null}
        title={t`T'i heqim keto ndryshime?`}
        message={t`Ato nuk jane ne server dhe nuk do te dergohen kurre.`}
        confirmLabel={t`Hiqi`}
        onConfirm={() => clearing && void clear(clearing)}
        onCancel={() => setClearing(null)}
      />
    </>
  );
}
