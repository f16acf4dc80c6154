import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { newId } from '../../../../domain/ids.js';
import { questionFieldsOf } from '../../../../domain/impression/answers.js';
import { canWriteModule } from '../../../../domain/permissions.js';
import { useLocalDb } from '../../../local';
import { EmptyState, LoadingState, PageHeader } from '../../../ui';
import { storedFileBlob } from '../../../app/files/storedFileBlob';
import { usePrefetchFiles } from '../../../app/files/usePrefetchFiles';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { useRefusedEntry } from '../../../app/writes/outboxDraft';
import { StorageRefusal } from '../../../app/writes/StorageRefusal';
import { useOutboxSave } from '../../../app/writes/useOutboxSave';
import { RefusalNotice } from '../../../app/writes/RefusalNotice';
import { draftOf, type RatingDraft } from '../rating/ratingDraft';
import { RatingForm } from '../rating/RatingForm';
import { ClientLinkPanel } from './ClientLinkPanel';
import { planImpressionSave, refusedDraft } from './impressionCommands';
import { readImpressionForm, type ImpressionFormSources } from './readImpressionForm';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

const route = getRouteApi('/signedIn/dashboard/impression/create/$clientId/$projectId/{-$authToken}');

/**
 * /dashboard/impression/create/{clientId}/{projectId} (spec 001 §2): the
 * staff's rating form, from the mirror and through the outbox, so the
 * installer can hand the tablet to the client at sign-off without signal.
 * The sources are read once as the form opens (a sync does not reset what the
 * client is rating); online, the client's link and its QR code are under it.
 */
export function ImpressionFormPage() {
  const { i18n } = useLingui();
  const db = useLocalDb();
  const { projectId } = route.useParams();
  const { outboxEntry } = route.useSearch();
  const refused = useRefusedEntry(outboxEntry);
  const live = useLiveQuery(() => readImpressionForm(db, projectId), [db, projectId]);
  const [opened, setOpened] = useState<{ projectId: string; sources: ImpressionFormSources } | null>(null);
  if (live && opened?.projectId !== projectId) setOpened({ projectId, sources: live });
  const sources = opened?.projectId === projectId ? opened.sources : undefined;
  usePrefetchFiles(sources?.photos.map((p) => p.id) ?? []);
  return (
    <>
      <PageHeader title={<Trans>Pershtypja e klientit</Trans>} description={sources?.project ? `${sources.project.clientName} — ${sources.project.name}` : undefined} />
      {refused?.error && <RefusalNotice message={translateServerMessage(i18n, refused.error.message)} />}
      {!sources || refused === undefined ? <LoadingState /> : <StaffRating key={`${projectId}/${refused?.id ?? ''}`} sources={sources} refusedEntry={refused} />}
    </>
  );
}

function StaffRating({ sources, refusedEntry }: { sources: ImpressionFormSources; refusedEntry: ReturnType<typeof useRefusedEntry> }) {
  const { t, i18n } = useLingui();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const outboxSave = useOutboxSave(refusedEntry?.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { project, questions, photos, stored } = sources;
  if (!project) return <EmptyState message={t`Ky projekt nuk gjendet ne kete pajisje.`} />;
  if (questions.length === 0) return <EmptyState message={t`Kompania nuk ka ende pyetje per pershtypjen.`} />;

  const initial: RatingDraft = refusedDraft(refusedEntry?.form?.data) ?? (stored ? draftOf(questionFieldsOf(stored), stored.feedback) : { ratings: {}, feedback: '' });
  const save = async (draft: RatingDraft) => {
    const plan = planImpressionSave(draft, {
      project,
      questions,
      stored,
      formTo: `/dashboard/impression/create/${project.clientId}/${project.id}`,
      newId: () => newId(),
      at: new Date().toISOString(),
    });
    if (!plan.ok) return setRefusal(translateServerMessage(i18n, plan.message));
    setRefusal(null);
    if (!(await outboxSave.save(() => plan.command))) return;
    announceQueuedSave(translateServerMessage(i18n, plan.message));
    void navigate({ to: '/dashboard/impression/{-$statusId}', params: { statusId: '2' } });
  };

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      {outboxSave.storageFailure && <StorageRefusal name={outboxSave.storageFailure} />}
      <RatingForm
        photos={photos}
        loadPhoto={storedFileBlob}
        questions={questions}
        initial={initial}
        canSave={canWriteModule(session.permissions, 'impression')}
        busy={outboxSave.busy}
        refusal={refusal}
        onSave={(draft) => void save(draft)}
      />
      <ClientLinkPanel projectId={project.id} />
    </div>
  );
}
