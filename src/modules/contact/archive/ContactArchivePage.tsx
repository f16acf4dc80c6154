import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { IS_ARCHIVED } from '../../../../domain/archive/rules.js';
import type { ClientRow } from '../../../../domain/contact/rows.js';
import { formatDate } from '../../../../domain/format.js';
import { MSG } from '../../../../domain/messages.js';
import { PageHeader, Table, type TableColumn } from '../../../ui';
import { archiveEditTarget } from '../../../app/archive/editTargets';
import { useArchiveDelete } from '../../../app/archive/useArchiveDelete';
import { translateServerMessage } from '../../../app/serverMessages';
import { clientName } from '../form/contactDraft';
import { useHeldClients } from '../liveClients';

/** A client's archiving reads nothing beside the client. */
const NOTHING_AROUND = { clientModuleId: null, recordTransports: [] };

/**
 * Contact's archive (spec 000 §2 "Archive list", shown by the archive screens
 * of src/app/archive/): the archived clients (archivedAt set), from the
 * mirror; a row opens its contact (create/{id}), full privileges delete it.
 */
export function ContactArchivePage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const remove = useArchiveDelete('contact');
  const clients = useHeldClients();
  const rows = useMemo(() => clients?.filter((c) => IS_ARCHIVED.contact(c, NOTHING_AROUND)), [clients]);
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
        summaryOf={(c) => ({ clientId: c.id })}
        onEdit={(c) => void navigate({ href: archiveEditTarget('contact', { id: c.id, clientId: c.id, projectId: null }) })}
        onDelete={remove && ((c) => remove(c.id, clientName(c)))}
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName="arkiva-kontakteve"
        initialSort={{ columnId: 'archivedAt', direction: 'desc' }}
      />
    </>
  );
}
