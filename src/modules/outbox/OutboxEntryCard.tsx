import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { format } from 'date-fns';
import { useState } from 'react';
import { translateServerMessage } from '../../app/serverMessages';
import type { OutboxEntry, SyncStatus } from '../../local';
import { Button, ConfirmDialog } from '../../ui';
import { labelText } from '../../app/writes/entryLabel';
import { correctionHref } from '../../app/writes/outboxDraft';

interface OutboxEntryCardProps {
  entry: OutboxEntry;
  upload: SyncStatus['upload'];
  onRetry: () => void;
  onEdit: (href: string) => void;
  onDiscard: () => void;
}

const stateLooks = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-brand-100 text-brand-700',
  rejected: 'bg-red-100 text-red-900',
} as const;

/** One queued change: what it is, when, where it stands, the server's word if refused, and what can be done. */
export function OutboxEntryCard({ entry, upload, onRetry, onEdit, onDiscard }: OutboxEntryCardProps) {
  const { i18n, t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const label = labelText(i18n, entry.label);
  const states = { pending: t`Ne pritje`, sending: t`Duke u derguar`, rejected: t`E refuzuar nga serveri` };
  const href = entry.state === 'rejected' ? correctionHref(entry) : null;
  const progress = upload?.entryId === entry.id ? upload : null;
  const fieldErrors = Object.entries(entry.error?.errors ?? {});
  const fileCount = entry.files?.length ?? 0;
  const attempts = entry.attempts;

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{label}</h2>
          <p className="text-sm text-slate-700">
            <time dateTime={new Date(entry.createdAt).toISOString()}>{format(entry.createdAt, 'dd-MM-yyyy HH:mm')}</time>
            {entry.actor && (
              <>
                {' · '}
                <span data-testid="entry-worker">
                  <Trans>nga {entry.actor.name}</Trans>
                </span>
              </>
            )}
            {fileCount > 0 && (
              <>
                {' · '}
                <Plural value={fileCount} one="me # file" other="me # file-a" />
              </>
            )}
            {attempts > 0 && entry.state !== 'rejected' && (
              <>
                {' · '}
                <Trans>tentime: {attempts}</Trans>
              </>
            )}
          </p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${stateLooks[entry.state]}`}>{states[entry.state]}</span>
      </div>

      {progress && (
        <div className="mt-3">
          <label className="flex flex-col gap-1 text-sm text-slate-700">
            <Trans>Ngarkimi</Trans>
            <progress value={progress.loaded} max={Math.max(progress.total, 1)} className="h-3 w-full accent-brand-600" />
          </label>
        </div>
      )}

      {entry.error && (
        <div className="mt-3 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
          <p className="font-medium">{translateServerMessage(i18n, entry.error.message)}</p>
          {fieldErrors.length > 0 && (
            <ul className="mt-1 list-disc ps-5 text-sm">
              {fieldErrors.map(([field, text]) => (
                <li key={field}>{translateServerMessage(i18n, text)}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onRetry} disabled={entry.state === 'sending'}>
          <Trans>Provo perseri</Trans>
        </Button>
        {href && (
          <Button variant="secondary" onClick={() => onEdit(href)}>
            {/* The same word as the admin form's submit, but here it opens the form: its own catalog entry. */}
            <Trans context="outbox entry">Ndrysho</Trans>
          </Button>
        )}
        <Button variant="danger" onClick={() => setConfirming(true)} disabled={entry.state === 'sending'}>
          <Trans>Hidhe poshte</Trans>
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        title={t`Hidhe poshte kete ndryshim?`}
        message={
          <Trans>
            "{label}" nuk do te dergohet ne server dhe te dhenat ne kete pajisje kthehen si jane ne server. Ky veprim nuk kthehet mbrapsht.
          </Trans>
        }
        confirmLabel={t`Hidhe poshte`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDiscard();
        }}
      />
    </li>
  );
}
