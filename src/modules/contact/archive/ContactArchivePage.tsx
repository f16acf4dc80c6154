import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ClientRow } from '../../../../domain/contact/rows.js';
import { formatDate } from '../../../../domain/format.js';
import { MSG } from '../../../../domain/messages.js';
import { PageHeader, Table, type TableColumn } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { clientName } from '../form/contactDraft';
import { useHeldClients } from '../liveClients';

/**
 * /dashboard/contact/archive/{moduleName?} (spec 000 §2 "Archive list"): the
 * archived clients (archivedAt set), from the mirror, to read. The archives
 * of every module, their dates and their deletion come with issue 16; the
 * module name changes nothing here yet, the path keeps it for those links.
 */
export function ContactArchivePage() {
  const { t, i18n } = useLingui();
  const clients = useHeldClients();
  const rows = useMemo(() => clients?.filter((c) => c.archivedAt !== null), [clients]);
  const columns: TableColumn<ClientRow>[] = [
    { id: 'name', header: t`Klienti`, value: clientName },
    { id: 'phone', header: t`Telefoni`, value: (c) => c.phoneNumber ?? '' },
    { id: 'city', header: t`Qyteti`, value: (c) => c.city?.name ?? '', hideOnMobile: true },
    { id: 'createdAt', header: t`Krijuar me`, value: (c) => c.createdAt, cell: (c) => formatDate(c.createdAt), hideOnMobile: true },
    { id: 'archivedAt', header: t`Arkivuar me`, value: (c) => c.archivedAt, cell: (c) => formatDate(c.archivedAt) },
  ];
  return (
    <>
      <PageHeader title={<Trans>Arkiva e kontakteve</Trans>} />
      <Table
        caption={t`Klientet e arkivuar`}
        columns={columns}
        rows={rows}
        getRowId={(c) => c.id}
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName="arkiva-kontakteve"
        initialSort={{ columnId: 'archivedAt', direction: 'desc' }}
      />
    </>
  );
}
