import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { STATUS_COLOURS, styleOf } from '../../../../domain/production/statuses.js';
import { statusLabel } from './statusLabels';

export interface StatusBoxProps {
  label: string;
  statusId: number;
  /** Who holds it, when someone does. */
  holder: string | null;
  /** The user's own work: drawn with a heavy frame so it stands out at arm's length. */
  mine: boolean;
  /** A change made on this device waits to reach the server. */
  pending: boolean;
  onOpen: () => void;
}

/**
 * One process or material of a product: a large button in its status's
 * colour, named by what it shows (process, status, holder), so what a voice
 * user reads off the box is what selects it.
 */
export const StatusBox = memo(function StatusBox({ label, statusId, holder, mine, pending, onOpen }: StatusBoxProps) {
  const { i18n, t } = useLingui();
  const style = styleOf(statusId);
  const status = i18n._(statusLabel(statusId));
  return (
    <button
      type="button"
      onClick={onOpen}
      data-status={statusId}
      data-process={label}
      data-mine={mine || undefined}
      className={[
        'relative flex min-h-16 w-32 shrink-0 flex-col items-start justify-between rounded-lg border-2 px-2 py-1 text-left text-sm font-semibold text-slate-900',
        mine ? 'border-slate-900 ring-2 ring-slate-900 ring-offset-1' : 'border-transparent',
      ].join(' ')}
      style={{ backgroundColor: STATUS_COLOURS[style] }}
    >
      <span className="line-clamp-2 leading-tight">{label}</span>
      <span className="text-xs font-medium">{status}</span>
      {holder && <span className="max-w-full truncate text-xs font-normal">{holder}</span>}
      {pending && (
        <span className="absolute right-1 top-1 rounded bg-white/90 px-1 text-xs font-bold text-slate-900" title={t`Ne pritje te sinkronizimit`}>
          <span aria-hidden="true">⟳</span>
          <span className="sr-only">{t`Ne pritje te sinkronizimit`}</span>
        </span>
      )}
    </button>
  );
});
