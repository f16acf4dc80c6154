import { useLingui } from '@lingui/react/macro';

/** The first letters the clients are filed under, and "all": one pressed at a time. */
export function LetterBar({ letters, chosen, onChoose }: { letters: readonly string[]; chosen: string | null; onChoose: (letter: string | null) => void }) {
  const { t } = useLingui();
  const button = (letter: string | null, label: string) => (
    <button
      key={letter ?? ''}
      type="button"
      aria-pressed={chosen === letter}
      onClick={() => onChoose(letter)}
      className={`min-h-11 min-w-11 rounded-md border-2 px-2 text-base font-semibold ${chosen === letter ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t`Shkronja e pare e emrit`} className="mb-3 flex flex-wrap gap-1">
      {button(null, t`Te gjitha`)}
      {letters.map((letter) => button(letter, letter))}
    </div>
  );
}
