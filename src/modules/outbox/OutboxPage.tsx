import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MSG } from '../../../domain/messages.js';
import { translateServerMessage } from '../../app/serverMessages';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { discardEntry, retryEntry, syncNow, useLocalDb, useOutboxEntries, useSyncStatus } from '../../local';
import { Button, EmptyState, LoadingState, PageHeader, useToast } from '../../ui';
import { EndedKioskEntries } from './EndedKioskEntries';
import { OutboxEntryCard } from './OutboxEntryCard';

/**
 * /dashboard/outbox: every change this device has not yet delivered, in the
 * order it will be sent. Nothing here is dropped unless the user says so.
 */
export function OutboxPage() {
  const { i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const navigate = useNavigate();
  const status = useSyncStatus();
  const entries = useOutboxEntries();
  const session = useSignedInSession();
  const [syncing, setSyncing] = useState(false);

  // A failed local write is reported by the status bar (StorageWarning); here the user also hears that this action failed.
  const act = (work: () => Promise<void>) => () => void work().catch(() => toast.error(translateServerMessage(i18n, MSG.generic)));

  async function sync() {
    setSyncing(true);
    try {
      await syncNow();
    } finally {
      setSyncing(false);
    }
  }

  return (
    <>
      <PageHeader
        title={<Trans>Ndryshimet ne pritje</Trans>}
        description={
          entries && entries.length > 0 ? (
            <Plural value={entries.length} one="# ndryshim pret te dergohet ne server." other="# ndryshime presin te dergohen ne server." />
          ) : undefined
        }
        actions={
          <Button onClick={() => void sync()} busy={syncing || status.sending} disabled={!status.online}>
            <Trans>Sinkronizo tani</Trans>
          </Button>
        }
      />
      {!status.online && (
        <p className="mb-4 rounded-md bg-slate-100 p-3 text-slate-800">
          <Trans>Jeni pa internet. Ndryshimet ruhen ne kete pajisje dhe dergohen vete kur te ktheheni ne linje.</Trans>
        </p>
      )}
      {entries === undefined ? (
        <LoadingState />
      ) : entries.length === 0 ? (
        <EmptyState message={<Trans>Te gjitha ndryshimet jane derguar.</Trans>} />
      ) : (
        <ol className="flex flex-col gap-3">
          {entries.map((entry) => (
            <OutboxEntryCard
              key={entry.id}
              entry={entry}
              upload={status.upload}
              onRetry={act(() => retryEntry(db, entry.id))}
              onEdit={(href) => void navigate({ href })}
              onDiscard={act(() => discardEntry(db, entry.id))}
            />
          ))}
        </ol>
      )}
      {/* A kiosk's workers see their own kiosk's changes, not those an earlier kiosk on this device left. */}
      {!session.kiosk && <EndedKioskEntries />}
    </>
  );
}
