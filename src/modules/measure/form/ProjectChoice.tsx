import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { clientName } from '../../../../domain/production/planningSources.js';
import { useLocalDb } from '../../../local';
import { Select } from '../../../ui';
import { readClientChoices, readClientProjects } from '../list/readMeasureSources';

export interface ProjectChoiceProps {
  clientId: string | null;
  projectId: string | null;
}

/**
 * The measure form's client and project (spec 000 §2, from the mirror): a
 * project has one measure, so choosing one opens its form
 * (create/{projectId}/{clientId}); a client alone opens create/{clientId}
 * to choose among its projects.
 */
export function ProjectChoice({ clientId, projectId }: ProjectChoiceProps) {
  const { t } = useLingui();
  const db = useLocalDb();
  const navigate = useNavigate();
  const clients = useLiveQuery(() => readClientChoices(db), [db]);
  const projects = useLiveQuery(async () => (clientId ? readClientProjects(db, clientId) : []), [db, clientId]);
  const clientOptions = useMemo(() => (clients ?? []).map((c) => ({ value: c.id, label: clientName(c) })), [clients]);
  const projectOptions = useMemo(() => [...(projects ?? [])].sort((a, b) => a.projectName.localeCompare(b.projectName)).map((p) => ({ value: p.id, label: p.projectName })), [projects]);
  const open = (measureId: string | undefined, client: string | undefined) =>
    void navigate({ to: '/dashboard/measures/create/{-$measureId}/{-$clientId}', params: { measureId, clientId: client }, search: {} });
  return (
    <div className="grid max-w-4xl gap-4 md:grid-cols-2">
      <div data-field="clientId">
        <Select label={t`Klienti`} options={clientOptions} value={clientId} onChange={(id) => open(id ?? undefined, undefined)} required />
      </div>
      <div data-field="projectId">
        <Select
          label={t`Projekti`}
          options={projectOptions}
          value={projectId}
          onChange={(id) => open(id ?? clientId ?? undefined, id && clientId ? clientId : undefined)}
          required
          disabled={!clientId}
        />
      </div>
    </div>
  );
}
