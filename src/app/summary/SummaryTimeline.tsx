import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../domain/format.js';
import type { TimelineStep } from '../../../domain/journey/timeline.js';
import { STEP_NAMES } from './stepNames';

export interface SummaryTimelineProps {
  steps: readonly TimelineStep[];
  projectNames: ReadonlyMap<string, string>;
  userNames: ReadonlyMap<string, string>;
}

/** The client's journey across modules, oldest first: each step, its date, its project and who did it where a row says. */
export function SummaryTimeline({ steps, projectNames, userNames }: SummaryTimelineProps) {
  const { t, i18n } = useLingui();
  return (
    <section aria-label={t`Rrjedha e klientit`} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <h3 className="font-semibold text-slate-900">{t`Rrjedha e klientit`}</h3>
      <ol className="flex flex-col gap-2 border-s-2 border-brand-600 ps-4">
        {steps.map((s) => {
          const project = s.projectId === null ? null : projectNames.get(s.projectId);
          const by = s.by.map((id) => userNames.get(id)).filter((name): name is string => name !== undefined);
          return (
            <li key={`${s.step}:${s.rowId}`} data-step={s.step} className="text-sm">
              <span className="font-semibold text-slate-900">{i18n._(STEP_NAMES[s.step])}</span>
              {s.progress && s.progress.done < s.progress.of && <span className="text-slate-700"> ({t`${s.progress.done} nga ${s.progress.of}`})</span>}
              <span className="text-slate-700"> · {formatDate(s.at)}</span>
              {project && <span className="text-slate-700"> · {project}</span>}
              {by.length > 0 && <span className="block text-slate-700">{t`Nga: ${by.join(', ')}`}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
