import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatTimestamp } from '../../domain/format.js';
import { Button } from './Button';

/**
 * A timestamp of the transport, installation and service forms (spec 001
 * §2): read-only, set to the current time by a clock button and clearable;
 * observers see it without the buttons (§6).
 */
export function TimestampField({ label, value, onChange, canWrite }: { label: string; value: string | null; onChange: (value: string | null) => void; canWrite: boolean }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-base font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input id={id} readOnly value={formatTimestamp(value)} placeholder="—" className="min-h-11 w-52 rounded-md border border-slate-300 bg-slate-50 px-3 text-base text-slate-900" />
        {canWrite && (
          <>
            <Button variant="secondary" aria-label={`${label}: ${t`tani`}`} onClick={() => onChange(formatTimestamp(new Date()))}>
              <span aria-hidden="true">🕒</span> {t`Tani`}
            </Button>
            {value !== null && (
              <Button variant="ghost" aria-label={`${label}: ${t`pastro`}`} onClick={() => onChange(null)}>
                {t`Pastro`}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
