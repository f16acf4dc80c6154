import { Trans, useLingui } from '@lingui/react/macro';
import type { PricedProduct } from '../../../../domain/production/prices.js';
import { Money } from '../../../ui';
import { ProductFileList } from '../planning/ProductFilesModal';
import { dateFacts, ProductFactsModal } from '../product/ProductFactsModal';
import { useProductDates } from '../product/useProductDates';
import { changeDatesCommand } from './changeDatesCommand';
import { MEASURE_LABELS } from './measureLabels';
import { productName } from '../product/productName';

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
  const name = productName(product.designation.name, product.type);
  const dates = useProductDates(product, name, onClose, changeDatesCommand);
  return (
    <ProductFactsModal
      title={product.client.name}
      size="lg"
      facts={[
        { label: <Trans>Produkti</Trans>, value: name },
        { label: <Trans>Projekti</Trans>, value: product.project?.name ?? '—' },
        { label: <Trans>Reparti</Trans>, value: departmentNames || '—' },
        { label: <Trans>Sasia</Trans>, value: product.quantity },
        { label: <Trans>Matja</Trans>, value: i18n._(MEASURE_LABELS[product.measureStatus]) },
        { label: <Trans>Cmimi</Trans>, value: <Money value={product.price} /> },
      ]}
      readOnlyFacts={dateFacts(product)}
      dates={editsDates ? dates : null}
      onClose={onClose}
    >
      <section className="mt-4">
        <ProductFileList productId={product.id} projectId={product.project?.id ?? null} />
      </section>
    </ProductFactsModal>
  );
}
