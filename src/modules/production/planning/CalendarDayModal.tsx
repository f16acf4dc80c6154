import { useLingui } from '@lingui/react/macro';
import type { CalendarProduct } from '../../../../domain/production/calendar.js';
import { formatDate } from '../../../../domain/format.js';
import { Modal } from '../../../ui';

/** Every product planned on one day (the day's "+n" on the calendar): each opens its product-data modal. */
export function CalendarDayModal({ date, products, onOpen, onClose }: { date: string; products: readonly CalendarProduct[]; onOpen: (id: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const planned = products.filter((p) => p.start <= date && p.end >= date);
  return (
    <Modal open onClose={onClose} title={t`Produktet me ${formatDate(date)}`}>
      <ul className="flex flex-col gap-2">
        {planned.map((p) => (
          <li key={p.id}>
            <button type="button" onClick={() => onOpen(p.id)} className="flex min-h-11 w-full flex-col rounded-md border border-slate-300 px-3 py-1 text-left hover:bg-slate-50">
              <span className="font-semibold">
                {p.client.name}
                {p.project ? ` · ${p.project.name}` : ''}
              </span>
              <span className="text-sm text-slate-700">
                {p.productName} · {formatDate(p.start)} – {formatDate(p.end)} · {p.progress}%
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
