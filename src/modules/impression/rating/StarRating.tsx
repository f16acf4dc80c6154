import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { RATING_SCALE } from '../../../../domain/impression/rating.js';

export interface StarRatingProps {
  /** The impression question: the group's name. */
  label: string;
  /** The stars chosen, or null before any. */
  value: number | null;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

/**
 * One question's 1–5 stars (spec 001 §5 "Impression rating: 1 to 5 per
 * question"): a radio group of real radio inputs, so the arrow keys move and
 * choose, Tab enters and leaves it, touch and click choose, and a screen
 * reader says "3 yje, 3 of 5". Each star is a 48 px target; the stars up to
 * the chosen one are filled.
 */
export function StarRating({ label, value, onChange, disabled = false }: StarRatingProps) {
  const { t } = useLingui();
  const name = useId();
  const labelId = `${name}-label`;
  return (
    <fieldset role="radiogroup" aria-labelledby={labelId} disabled={disabled} className="flex flex-col gap-1">
      <legend id={labelId} className="mb-1 font-medium text-slate-900">
        {label}
      </legend>
      <div className="flex flex-wrap items-center gap-1">
        {RATING_SCALE.map((n) => {
          const filled = value !== null && n <= value;
          return (
            <label
              key={n}
              className="relative inline-flex size-12 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 has-[:disabled]:cursor-not-allowed"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-label={plural(n, { one: '# yll', other: '# yje' })}
                className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-md disabled:cursor-not-allowed"
              />
              <svg aria-hidden="true" viewBox="0 0 24 24" className={`pointer-events-none size-9 ${filled ? 'fill-amber-500 stroke-amber-700' : 'fill-white stroke-slate-500'}`} strokeWidth={1.5}>
                <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" strokeLinejoin="round" />
              </svg>
            </label>
          );
        })}
        <span className="ml-2 min-w-10 text-slate-700" aria-hidden="true">
          {value === null ? t`pa vleresim` : `${value}/5`}
        </span>
      </div>
    </fieldset>
  );
}
