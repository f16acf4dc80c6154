import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { formatDate, formatTimestamp } from '../../../../domain/format.js';
import { MSG } from '../../../../domain/messages.js';
import { canWriteModule } from '../../../../domain/permissions.js';
import { SERVICE_MSG } from '../../../../domain/service/messages.js';
import { enqueue, useLocalDb } from '../../../local';
import { Table, useToast, type TableColumn } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { usePendingIds } from '../../../app/writes/usePendingIds';
import { deleteTicketCommand } from '../form/serviceCommands';
import { STATUS_LABELS } from '../serviceLabels';
import type { TicketListRow } from './ticketRows';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface TicketTableProps {
  caption: string;
  rows: TicketListRow[] | undefined;
  exportName: string;
  /** Registered tickets show the project and products; unregistered ones the client's city, phone and the articles. */
  registered: boolean | 'both';
  /** Replaces the ticket's own delete (the archive deletes through its own call, for full privileges only); null: no delete button. */
  onDelete?: ((row: TicketListRow) => void) | null;
}

const nameOf = (r: TicketListRow) => (r.registered ? `${r.clientName} — ${r.projectName}` : r.clientName);

/**
 * The service tickets as a table (spec 001 §3 "Service ticket"): edit opens
 * the ticket's form, delete asks first and goes through the outbox
 * ('Servisimi u fshi me sukses!'); observers only look (spec 001 §6). A
 * ticket with a write still queued on this device says so.
 */
export function TicketTable({ caption, rows, exportName, registered, onDelete }: TicketTableProps) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const writes = canWriteModule(session.permissions, 'service');
  const pending = usePendingIds('serviceTickets');

  const open = (r: TicketListRow) => {
    if (r.registered) void navigate({ to: '/dashboard/service/create/{-$serviceId}/{-$projectId}', params: { serviceId: r.id, projectId: undefined } });
    else void navigate({ to: '/dashboard/service/not-registered-clients/{-$serviceId}', params: { serviceId: r.id } });
  };
  const remove = async (r: TicketListRow) => {
    try {
      await enqueue(db, deleteTicketCommand({ id: r.id, name: nameOf(r) }));
      announceQueuedSave(translateServerMessage(i18n, SERVICE_MSG.serviceDeleted));
    } catch {
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    }
  };

  const columns: TableColumn<TicketListRow>[] = [
    { id: 'client', header: t`Klienti`, value: (r) => r.clientName, cell: (r) => <span data-ticket={r.id}>{r.clientName}</span> },
    ...(registered !== false ? [{ id: 'project', header: t`Projekti`, value: (r: TicketListRow) => r.projectName }] : []),
    ...(registered !== true
      ? [
          { id: 'city', header: t`Qyteti`, value: (r: TicketListRow) => r.city ?? '', hideOnMobile: true },
          { id: 'phone', header: t`Telefoni`, value: (r: TicketListRow) => r.phoneNumber ?? '', hideOnMobile: true },
        ]
      : []),
    {
      id: 'status',
      header: t`Statusi`,
      value: (r) => r.statusId,
      exportValue: (r) => i18n._(STATUS_LABELS[r.statusId]),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{i18n._(STATUS_LABELS[r.statusId])}</span>
          {pending.has(r.id) && <span className="text-sm font-medium text-amber-800">{t`Ne pritje te dergimit`}</span>}
        </span>
      ),
    },
    { id: 'date', header: t`Data`, value: (r) => r.date ?? '', cell: (r) => formatDate(r.date) },
    { id: 'problem', header: t`Problemi`, value: (r) => r.problem, hideOnMobile: true },
    { id: 'items', header: registered === false ? t`Artikujt` : t`Produktet`, value: (r) => r.items.join(', '), hideOnMobile: true },
    { id: 'start', header: t`Fillimi`, value: (r) => r.start ?? '', cell: (r) => formatTimestamp(r.start), hideOnMobile: true },
    { id: 'end', header: t`Mbarimi`, value: (r) => r.end ?? '', cell: (r) => formatTimestamp(r.end), hideOnMobile: true },
  ];

  return (
    <Table
      caption={caption}
      columns={columns}
      rows={rows}
      loading={rows === undefined}
      getRowId={(r) => r.id}
      summaryOf={(r) => (r.clientId === null ? null : { clientId: r.clientId, projectId: r.projectId })}
      rowLabel={nameOf}
      onEdit={open}
      onDelete={onDelete !== undefined ? (onDelete ?? undefined) : writes ? (r) => void remove(r) : undefined}
      emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
      exportName={exportName}
    />
  );
}
