import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { ACTIVITY, type Activity } from '../../../../domain/admin/activity.js';
import { Table, type TableColumn } from '../../../ui';
import { ActivityBadge } from './ActivityBadge';
import { ACTIVITY_LABELS } from './activityLabels';
import type { DashboardUser } from './dashboardRows';
import { HeldStatusList } from './HeldStatusList';
import { heldStatusesText } from './heldStatusText';

const ORDER: Activity[] = [ACTIVITY.active, ACTIVITY.notActive, ACTIVITY.passive];

/** The dashboard's rows: who holds what, and whether they are working on it now. */
export function ActivityTable({ users }: { users: readonly DashboardUser[] }) {
  const { i18n, t } = useLingui();
  const columns = useMemo(
    (): TableColumn<DashboardUser>[] => [
      {
        id: 'name',
        header: t`Perdoruesi`,
        value: (u) => u.name,
        cell: (u) => (
          <>
            <span className="font-semibold">{u.name}</span>
            <span className="block text-sm text-slate-700">{u.username}</span>
          </>
        ),
      },
      {
        id: 'activity',
        header: t`Statusi`,
        // Sorted by the activity's number: active first.
        value: (u) => u.activity,
        exportValue: (u) => i18n._(ACTIVITY_LABELS[u.activity]),
        cell: (u) => <ActivityBadge activity={u.activity} />,
      },
      {
        id: 'processes',
        header: t`Proceset`,
        value: (u) => u.productStatuses.length,
        exportValue: (u) => heldStatusesText(i18n, u.productStatuses),
        cell: (u) => <HeldStatusList statuses={u.productStatuses} />,
      },
      {
        id: 'materials',
        header: t`Materialet`,
        value: (u) => u.materialStatuses.length,
        exportValue: (u) => heldStatusesText(i18n, u.materialStatuses),
        cell: (u) => <HeldStatusList statuses={u.materialStatuses} />,
        hideOnMobile: true,
      },
    ],
    [i18n, t],
  );

  return (
    <div className="flex flex-col gap-4">
      {users.length > 0 && (
        <dl className="grid grid-cols-3 gap-2">
          {ORDER.map((activity) => (
            <div key={activity} className="rounded-lg border border-slate-200 bg-white p-3 text-center shadow-sm">
              <dt className="text-sm text-slate-700">{i18n._(ACTIVITY_LABELS[activity])}</dt>
              <dd className="text-2xl font-bold text-slate-900">{users.filter((u) => u.activity === activity).length}</dd>
            </div>
          ))}
        </dl>
      )}
      <Table
        caption={t`Aktiviteti i perdoruesve`}
        columns={columns}
        rows={users}
        getRowId={(u) => u.id}
        rowLabel={(u) => u.name}
        initialSort={{ columnId: 'activity', direction: 'asc' }}
        emptyMessage={<Trans>Nuk ka perdorues.</Trans>}
      />
    </div>
  );
}
