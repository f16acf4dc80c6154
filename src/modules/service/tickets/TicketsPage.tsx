import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { isServiceStatus } from '../../../../domain/service/statuses.js';
import { PageHeader } from '../../../ui';
import { STATUS_LABELS } from '../serviceLabels';
import { TicketTable } from './TicketTable';
import { useTicketRows } from './useTicketRows';

/**
 * /dashboard/service and /dashboard/service/records/{statusId?} (spec 001
 * §2): the registered clients' tickets, all or of one status (1 pending,
 * 2 in process, 3 completed), from the mirror.
 */
export function TicketsPage() {
  const { t, i18n } = useLingui();
  // Both the area's index and records/{statusId?} show this page; only the latter has the parameter.
  const { statusId: param } = useParams({ strict: false });
  const n = Number(param);
  const statusId = param !== undefined && isServiceStatus(n) ? n : undefined;
  const rows = useTicketRows({ registered: true, statusId });
  const title = statusId === undefined ? t`Servisimet` : `${t`Servisimet`}: ${i18n._(STATUS_LABELS[statusId])}`;
  return (
    <>
      <PageHeader title={title} description={<Trans>Klientet e regjistruar</Trans>} />
      <TicketTable caption={title} rows={rows} exportName="servisimet" registered />
    </>
  );
}
