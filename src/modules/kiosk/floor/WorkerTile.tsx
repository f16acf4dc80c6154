import { Trans } from '@lingui/react/macro';
import type { KioskWorker } from '../../../../domain/kiosk/answers.js';

/** A worker on the kiosk's list: a large tile with their initials and name; one without a PIN says so. */
export function WorkerTile({ worker, onPick }: { worker: KioskWorker; onPick: () => void }) {
  const initials = worker.name
    .split(/\s+/)
    .map((part) => part.slice(0, 1))
    .join('')
    .slice(0, 2);
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        data-worker={worker.id}
        className="flex min-h-36 w-full flex-col items-center justify-center gap-3 rounded-xl border-2 border-slate-300 bg-white p-4 text-center shadow-sm hover:border-brand-600 focus-visible:border-brand-600 active:bg-brand-50"
      >
        {/* The initials are drawn by CSS: the button's name is the worker's name alone. */}
        <span
          aria-hidden="true"
          data-initials={initials}
          className="flex size-16 items-center justify-center rounded-full bg-brand-600 text-2xl font-bold text-white uppercase before:content-[attr(data-initials)]"
        />
        <span className="max-w-full text-xl font-semibold break-words text-slate-900">{worker.name}</span>
        {!worker.hasPin && (
          <span className="text-sm text-slate-700">
            <Trans>Pa PIN</Trans>
          </span>
        )}
      </button>
    </li>
  );
}
