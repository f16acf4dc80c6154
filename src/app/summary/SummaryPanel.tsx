import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useLocalDb } from '../../local';
import { EmptyState, LoadingState, Modal } from '../../ui';
import type { SummaryTarget } from '../../ui/rowSummary';
import { MoveOnButton } from './MoveOnButton';
import { readClientSummary, type ClientSummary } from './readClientSummary';
import { AgreementFacts, ContactFacts, MeasureFacts, OfferFacts, ProjectFacts } from './SummaryRecords';
import { SummaryTimeline } from './SummaryTimeline';

export interface SummaryPanelProps {
  target: SummaryTarget;
  onClose: () => void;
}

/**
 * The read-only summary of a client (spec 000 §2): contact, one project at a
 * time with its measure, offers and agreements, their files and the maps
 * link, and the client's whole timeline (issue 16). It reads only the
 * device's mirror and follows it live, so it opens offline and shows a sync
 * as it lands. A dialog: focus trapped, Escape closes, a sheet on phones.
 */
export function SummaryPanel({ target, onClose }: SummaryPanelProps) {
  const { t } = useLingui();
  const db = useLocalDb();
  const summary = useLiveQuery(() => readClientSummary(db, target.clientId), [db, target.clientId]);
  const title = summary ? `${summary.client.firstnameAndLastname} ${summary.client.lastName}` : t`Permbledhje`;
  return (
    <Modal open onClose={onClose} title={t`Permbledhje: ${title}`} size="lg">
      {summary === undefined ? <LoadingState /> : summary === null ? <EmptyState message={t`Ky klient nuk eshte ne kete pajisje.`} /> : <SummaryBody summary={summary} projectId={target.projectId ?? null} />}
    </Modal>
  );
}

function SummaryBody({ summary, projectId }: { summary: ClientSummary; projectId: string | null }) {
  const { t } = useLingui();
  const [chosen, choose] = useState(projectId);
  const project = summary.projects.find((p) => p.id === chosen) ?? summary.projects[0] ?? null;
  // An offer or agreement without a project is the client's: shown with every project.
  const ofProject = <R extends { projectId: string | null }>(rows: readonly R[]) => rows.filter((r) => r.projectId === null || r.projectId === project?.id);
  const projectNames = new Map(summary.projects.map((p) => [p.id, p.projectName]));
  return (
    <div className="flex flex-col gap-3" data-summary-panel>
      <div className="flex flex-wrap justify-end">
        <MoveOnButton client={summary.client} />
      </div>
      <ContactFacts client={summary.client} names={summary.userNames} />
      {summary.projects.length > 1 && (
        <div role="group" aria-label={t`Projektet`} className="flex flex-wrap gap-2">
          {summary.projects.map((p) => (
            <button
              key={p.id}
              type="button"
              aria-pressed={p.id === project?.id}
              onClick={() => choose(p.id)}
              className="inline-flex min-h-11 items-center rounded-md border-2 border-brand-600 px-3 font-semibold text-brand-700 aria-pressed:bg-brand-600 aria-pressed:text-white"
            >
              {p.projectName}
            </button>
          ))}
        </div>
      )}
      {project && <ProjectFacts project={project} names={summary.userNames} />}
      {project &&
        summary.measures.filter((m) => m.projectId === project.id).map((m) => <MeasureFacts key={m.id} measure={m} files={summary.files} names={summary.userNames} />)}
      {ofProject(summary.offers).map((o) => (
        <OfferFacts key={o.id} offer={o} files={summary.files} />
      ))}
      {ofProject(summary.agreements).map((a) => (
        <AgreementFacts key={a.id} agreement={a} files={summary.files} />
      ))}
      <SummaryTimeline steps={summary.timeline} projectNames={projectNames} userNames={summary.userNames} />
    </div>
  );
}
