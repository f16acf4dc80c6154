import { useLingui } from '@lingui/react/macro';
import { ACTIVITY, type Activity } from '../../../../domain/admin/activity.js';
import { ACTIVITY_LABELS } from './activityLabels';

const looks: Record<Activity, string> = {
  [ACTIVITY.active]: 'bg-emerald-100 text-emerald-900',
  [ACTIVITY.notActive]: 'bg-amber-100 text-amber-900',
  [ACTIVITY.passive]: 'bg-slate-200 text-slate-800',
};

/** Active, not active or passive, in words (the colour only repeats them). */
export function ActivityBadge({ activity }: { activity: Activity }) {
  const { i18n } = useLingui();
  return <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${looks[activity]}`}>{i18n._(ACTIVITY_LABELS[activity])}</span>;
}
