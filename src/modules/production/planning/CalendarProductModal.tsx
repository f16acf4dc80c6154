import { Trans } from '@lingui/react/macro';
import { CALENDAR_COLOURS } from '../../../../domain/production/calendarColours.js';
import type { CalendarProduct } from '../../../../domain/production/calendar.js';
import { dateFacts, ProductFactsModal } from '../product/ProductFactsModal';
import { useProductDates } from '../product/useProductDates';
import { useStateLabel } from './useStateLabel';
import { productName } from '../product/productName';

/** The calendar's product-data modal (spec 001 §2): the product, its processes, and its start, end and comment. */
export function CalendarProductModal({ product, editsDates, onClose }: { product: CalendarProduct; editsDates: boolean; onClose: () => void }) {
  const name = productName(product.productName, product.type);
  const dates = useProductDates(product, name, onClose);
  const stateLabel = useStateLabel();
  return (
    <ProductFactsModal
      title={product.client.name}
      facts={[
        { label: <Trans>Produkti</Trans>, value: name },
        { label: <Trans>Projekti</Trans>, value: product.project?.name ?? '—' },
        { label: <Trans>Perparimi</Trans>, value: `${product.progress}%` },
      ]}
      readOnlyFacts={[...dateFacts(product), { label: <Trans>Komenti</Trans>, value: product.calendarComment ?? '—' }]}
      dates={editsDates ? dates : null}
      onClose={onClose}
    >
      <ul className="mt-3 flex flex-col gap-1 text-base">
        {product.strips.map((s) => (
          <li key={s.responsibilityId} className="flex items-center gap-2">
            <span aria-hidden className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: CALENDAR_COLOURS[s.state] }} />
            <span>{s.name}</span>
            <span className="text-slate-700">({stateLabel(s.state)})</span>
          </li>
        ))}
      </ul>
    </ProductFactsModal>
  );
}
