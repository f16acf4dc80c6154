import { Trans } from '@lingui/react/macro';
import { CALENDAR_COLOURS } from '../../../../domain/production/calendarColours.js';
import type { CalendarProduct } from '../../../../domain/production/calendar.js';
import { formatDate } from '../../../../domain/format.js';
import { Button, Modal } from '../../../ui';
import { ProductDatesFields } from '../product/ProductDatesFields';
import { useProductDates } from '../product/useProductDates';
import { useStateLabel } from './useStateLabel';

/** The calendar's product-data modal (spec 001 §2): the product, its processes, and its start, end and comment. */
export function CalendarProductModal({ product, editsDates, onClose }: { product: CalendarProduct; editsDates: boolean; onClose: () => void }) {
  const name = `${product.productName}${product.type ? ` (${product.type})` : ''}`;
  const dates = useProductDates(product, name, onClose);
  const stateLabel = useStateLabel();
  return (
    <Modal
      open
      onClose={onClose}
      title={product.client.name}
      footer={
        editsDates && (
          <Button onClick={() => void dates.save()}>
            <Trans>Ruaj datat</Trans>
          </Button>
        )
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <dt className="font-semibold">
          <Trans>Produkti</Trans>
        </dt>
        <dd>{name}</dd>
        <dt className="font-semibold">
          <Trans>Projekti</Trans>
        </dt>
        <dd>{product.project?.name ?? '—'}</dd>
        <dt className="font-semibold">
          <Trans>Perparimi</Trans>
        </dt>
        <dd>{product.progress}%</dd>
        {!editsDates && (
          <>
            <dt className="font-semibold">
              <Trans>Fillimi</Trans>
            </dt>
            <dd>{formatDate(product.start)}</dd>
            <dt className="font-semibold">
              <Trans>Mbarimi</Trans>
            </dt>
            <dd>{formatDate(product.end)}</dd>
            <dt className="font-semibold">
              <Trans>Komenti</Trans>
            </dt>
            <dd>{product.calendarComment ?? '—'}</dd>
          </>
        )}
      </dl>
      <ul className="mt-3 flex flex-col gap-1 text-base">
        {product.strips.map((s) => (
          <li key={s.responsibilityId} className="flex items-center gap-2">
            <span aria-hidden className="inline-block h-3 w-3 rounded-sm" style={{ backgroundColor: CALENDAR_COLOURS[s.state] }} />
            <span>{s.name}</span>
            <span className="text-slate-700">({stateLabel(s.state)})</span>
          </li>
        ))}
      </ul>
      {editsDates && <ProductDatesFields form={dates} />}
    </Modal>
  );
}
