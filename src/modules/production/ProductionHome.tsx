import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../ui';
import { ProductionGate } from './ProductionGate';

/** The production area of a full-privilege user (spec 001 §2): its screens, one link each. */
export function ProductionHome() {
  return (
    <ProductionGate>
      <PageHeader title={<Trans>Prodhimi</Trans>} />
    </ProductionGate>
  );
}
