import { Trans, useLingui } from '@lingui/react/macro';
import type { PricedProduct } from '../../../../domain/production/prices.js';
import { formatDate } from '../../../../domain/format.js';
import { Button, Modal, Money } from '../../../ui';
import { ProductFileList } from '../planning/ProductFilesModal';
import { ProductDatesFields } from '../product/ProductDatesFields';
import { useProductDates } from '../product/useProductDates';
import { changeDatesCommand } from './changeDatesCommand';
import { MEASURE_LABELS } from './measureLabels';
import { productLabel } from './productLabel';

export interface PriceInfoModalProps {
  product: PricedProduct;
  /** The departments' names, for the product's chain. */
  departmentNames: string;
  /** Admins change the dates (spec 001 §2 "Admins can edit dates in the info modal"); others read them. */
  editsDates: boolean;
  onClose: () => void;
}

/** The info modal of the products with prices (spec 001 §2): the product, its price, its dates and its files. */
export function PriceInfoModal({ product, departmentNames, editsDates, onClose }: PriceInfoModalProps) {
  const { i18n } = useLingui();
  const name = productLabel(product);
  const dates = useProductDates(product, name, onClose, changeDatesCommand);
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
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
          <Trans>Reparti</Trans>
        </dt>
        <dd>{departmentNames || '—'}</dd>
        <dt className="font-semibold">
          <Trans>Sasia</Trans>
        </dt>
        <dd>{product.quantity}</dd>
        <dt className="font-semibold">
          <Trans>Matja</Trans>
        </dt>
        <dd>{i18n._(MEASURE_LABELS[product.measureStatus])}</dd>
        <dt className="font-semibold">
          <Trans>Cmimi</Trans>
        </dt>
        <dd>
          <Money value={product.price} />
        </dd>
        {!editsDates && (
          <>
            <dt className="font-semibold">
              <Trans>Fillimi</Trans>
            </dt>
            <dd>{formatDate(product.start) || '—'}</dd>
            <dt className="font-semibold">
              <Trans>Mbarimi</Trans>
            </dt>
            <dd>{formatDate(product.end) || '—'}</dd>
          </>
        )}
      </dl>
      {editsDates && <ProductDatesFields form={dates} />}
      <section className="mt-4">
        <ProductFileList productId={product.id} projectId={product.project?.id ?? null} />
      </section>
    </Modal>
  );
}
