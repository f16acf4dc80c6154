import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../ui';
import { ProductionGate } from './ProductionGate';

/** The production area of a full-privilege user (spec 001 §2): the status board now; the office's screens join it with the planning release. */
export function ProductionHome() {
  return (
    <ProductionGate>
      <PageHeader title={<Trans>Prodhimi</Trans>} />
      <nav className="flex flex-wrap gap-3">
        <Link to="/dashboard/production/create/{-$clientId}" params={{ clientId: undefined }} className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-700">
          <Trans>Tabela e statuseve</Trans>
        </Link>
        <Link to="/dashboard/production/calendar" className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 text-base font-semibold text-white hover:bg-brand-700">
          <Trans>Kalendari i prodhimit</Trans>
        </Link>
      </nav>
    </ProductionGate>
  );
}
