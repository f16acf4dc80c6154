import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../../domain/format.js';
import type { MeasureLine } from './measureRows';

/**
 * A measurer's day (issue 14): the projects assigned to them that have no
 * measure yet, by appointment, each a large link that opens its form —
 * from the mirror, so it works without signal.
 */
export function AssignedProjects({ lines }: { lines: readonly MeasureLine[] }) {
  const { t } = useLingui();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="measures-assigned" className="mb-6">
      <h2 id="measures-assigned" className="mb-2 text-xl font-semibold">
        {t`Projektet qe ju presin per matje`}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {lines.map((l) => (
          <li key={l.key}>
            <Link
              to="/dashboard/measures/create/{-$measureId}/{-$clientId}"
              params={{ measureId: l.projectId, clientId: l.clientId }}
              search={{}}
              data-assigned-project={l.projectId}
              className="flex min-h-11 flex-col rounded-md border border-slate-300 bg-white px-3 py-2 hover:bg-brand-50"
            >
              <span className="font-semibold text-brand-700 underline">{l.projectName}</span>
              <span className="text-slate-800">{l.clientName}</span>
              <span className="text-sm text-slate-700">{l.measureDate ? t`Matja me ${formatDate(l.measureDate)}` : t`Pa date matjeje`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
