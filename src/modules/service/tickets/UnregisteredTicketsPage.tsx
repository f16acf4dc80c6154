import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../ui';
import { TicketTable } from './TicketTable';
import { useTicketRows } from './useTicketRows';

/** /dashboard/service/records-not-registered-clients/ (spec 001 §2): the tickets of clients who are not registered, from the mirror. */
export function UnregisteredTicketsPage() {
  const { t } = useLingui();
  const rows = useTicketRows({ registered: false });
  const title = t`Servisimet e klienteve te paregjistruar`;
  return (
    <>
      <PageHeader title={title} />
      <TicketTable caption={title} rows={rows} exportName="servisimet-pa-regjistrim" registered={false} />
    </>
  );
}
