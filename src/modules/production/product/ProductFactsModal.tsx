import { Trans } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import { formatDate } from '../../../../domain/format.js';
import { Button, Modal } from '../../../ui';
import { ProductDatesFields } from './ProductDatesFields';
import type { ProductDatesForm } from './useProductDates';

/** One line of a product modal's description list. */
export interface ProductFact {
  label: ReactNode;
  value: ReactNode;
}

/** The dates as read-only facts, DD-MM-YYYY (spec 001 §2 "non-admins see the dates read-only"). */
export const dateFacts = (p: { start: string | null; end: string | null }): ProductFact[] => [
  { label: <Trans>Fillimi</Trans>, value: formatDate(p.start) || '—' },
  { label: <Trans>Mbarimi</Trans>, value: formatDate(p.end) || '—' },
];

export interface ProductFactsModalProps {
  title: string;
  size?: 'md' | 'lg';
  facts: readonly ProductFact[];
  /** Shown instead of the date form to those who do not edit the dates. */
  readOnlyFacts: readonly ProductFact[];
  /** The date form, for those who edit the dates (its save in the footer); null for the others. */
  dates: ProductDatesForm | null;
  /** More footer buttons, before the save. */
  actions?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * The product modals' common frame (status row, calendar, prices): the
 * client as title, the product's facts, its dates read-only or as the form
 * that changes them with a comment, then what each modal adds.
 */
export function ProductFactsModal({ title, size = 'md', facts, readOnlyFacts, dates, actions, onClose, children }: ProductFactsModalProps) {
  const shown = dates ? facts : [...facts, ...readOnlyFacts];
  return (
    <Modal
      open
      onClose={onClose}
      size={size}
      title={title}
      footer={
        (dates || actions) && (
          <>
            {actions}
            {dates && (
              <Button onClick={() => void dates.save()}>
                <Trans>Ruaj datat</Trans>
              </Button>
            )}
          </>
        )
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        {shown.map((f, i) => (
          <Fragment key={i}>
            <dt className="font-semibold">{f.label}</dt>
            <dd>{f.value}</dd>
          </Fragment>
        ))}
      </dl>
      {dates && <ProductDatesFields form={dates} />}
      {children}
    </Modal>
  );
}
