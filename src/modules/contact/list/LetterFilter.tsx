import { useLingui } from '@lingui/react/macro';
import { ALL_LETTERS } from '../../../../domain/contact/clientRules.js';

/** Spec 000 §2: the alphabet filter, All and A to Z. */
const LETTERS = [ALL_LETTERS, ...Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i))];

/**
 * The alphabet filter (spec 000 §2 "All, A to Z, default A"): one letter
 * pressed at a time; pressing the pressed one again releases it (no letter:
 * the list shows every name, an export then needs a date).
 */
export function LetterFilter({ letter, onChange }: { letter: string | null; onChange: (letter: string | null) => void }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Filtri sipas shkronjes`} className="flex flex-wrap gap-1">
      {LETTERS.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={letter === l}
          onClick={() => onChange(letter === l ? null : l)}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 bg-white px-2 font-semibold text-slate-800 hover:bg-slate-100 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          {l === ALL_LETTERS ? t`Te gjitha` : l}
        </button>
      ))}
    </div>
  );
}
