import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { assignmentGroups, mayAssign, type AssignmentGroup } from '../../../../domain/production/assignment.js';
import { enqueue, useLiveChanges, useLocalDb } from '../../../local';
import { EmptyState, LoadingState, PageHeader } from '../../../ui';
import { AccessDenied } from '../../../app/pages/AccessDenied';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { ProductionGate } from '../ProductionGate';
import { DepartmentFilter } from '../../../app/filters/DepartmentFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { useRefusalToast } from '../planning/useRefusalToast';
import { assignmentCommand } from './assignmentCommand';
import { ProcessGroup } from './ProcessGroup';
import { readAssignmentSources, type AssignmentSources } from './readAssignmentSources';
import { Slider } from './Slider';

/**
 * Responsibility assignment (spec 001 §2, /dashboard/production/userAssignment):
 * a slider of processes, each listing the users with permission 7 and a tick
 * for "works this process". Read from the mirror and written through the
 * outbox, so it works without signal. For the admin area's people only
 * (mayAssign); others are told they have no access and go to the board.
 */
export function UserAssignmentPage() {
  const session = useSignedInSession();
  return <ProductionGate>{mayAssign(session.permissions) ? <UserAssignment /> : <AccessDenied to="/dashboard/production/create" />}</ProductionGate>;
}

function UserAssignment() {
  const { t } = useLingui();
  const db = useLocalDb();
  const watchRefusal = useRefusalToast();
  useLiveChanges();
  const [prefs, update] = usePreferences('userAssignment', { departmentId: null as string | null });
  const sources = useLiveQuery(() => readAssignmentSources(db), [db]);
  // A tick shows at once, before the mirror's next read brings it back: until then the box would spring back for a moment.
  const [ticked, setTicked] = useState<{ on: AssignmentSources | undefined; ticks: ReadonlyMap<string, boolean> }>({ on: undefined, ticks: new Map() });
  const groups = useMemo(() => {
    if (!sources) return undefined;
    const ticks = ticked.on === sources ? ticked.ticks : null;
    const all = assignmentGroups(sources.processes, sources.departments, sources.users, prefs.departmentId);
    if (!ticks) return all;
    return all.map((g) => ({ ...g, users: g.users.map((u) => ({ ...u, assigned: ticks.get(`${g.id}:${u.id}`) ?? u.assigned })) }));
  }, [sources, ticked, prefs.departmentId]);

  const toggle = async (group: AssignmentGroup, user: AssignmentGroup['users'][number], assigned: boolean) => {
    setTicked((current) => ({ on: sources, ticks: new Map(current.on === sources ? current.ticks : []).set(`${group.id}:${user.id}`, assigned) }));
    const entry = await enqueue(db, assignmentCommand({ responsibilityId: group.id, processName: group.name, userId: user.id, userName: user.name, assigned: assigned ? 1 : 0 }));
    watchRefusal(entry.id);
  };

  return (
    <>
      <PageHeader title={<Trans>Caktimi i proceseve</Trans>} description={<Trans>Shenoni proceset qe punon secili perdorues me leje prodhimi.</Trans>} />
      <div className="mb-4 w-64 max-w-full">
        <DepartmentFilter value={prefs.departmentId} onChange={(departmentId) => update({ departmentId })} />
      </div>
      {groups === undefined ? (
        <LoadingState />
      ) : groups.length === 0 ? (
        <EmptyState message={<Trans>Nuk ka procese.</Trans>} />
      ) : (
        <Slider
          key={prefs.departmentId ?? ''}
          label={t`Proceset`}
          items={groups}
          keyOf={(g) => g.id}
          renderSlide={(group) => <ProcessGroup group={group} onToggle={(user, assigned) => void toggle(group, user, assigned)} />}
        />
      )}
    </>
  );
}
