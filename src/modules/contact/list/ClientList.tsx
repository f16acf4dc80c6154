import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { CONTACT_MSG } from '../../../../domain/contact/messages.js';
import type { ClientRow } from '../../../../domain/contact/rows.js';
import { formatDate, toIsoDate } from '../../../../domain/format.js';
import { MSG } from '../../../../domain/messages.js';
import { canWriteModule } from '../../../../domain/permissions.js';
import { enqueue, useLocalDb } from '../../../local';
import { Table, useToast, type TableColumn } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { usePendingIds } from '../../../app/writes/usePendingIds';
import { deleteClientCommand } from '../form/contactCommands';
import { clientName } from '../form/contactDraft';
import { useHeldClients } from '../liveClients';
import { SheetActions } from '../sheets/SheetActions';
import { DateFilterForm } from './DateFilterForm';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { clientFilterOf, filterClients, NO_STORED_CLIENT_FILTER, storedClientFilter, type ClientFilter } from './filterClients';
import { LetterFilter } from './LetterFilter';
import { useAnnounceQueuedSave } from '../../../app/writes/useAnnounceQueuedSave';

export interface ClientListProps {
  caption: string;
  /** Narrows the clients to those it has (the "for measure" list); 'loading' while that is read. */
  narrowTo?: { has(id: string): boolean } | 'loading';
  /** Rows may be chosen (a contact the toolbar's actions work on). */
  selection?: { selectedId: string | null; onSelect: (client: ClientRow) => void };
  toolbar?: ReactNode;
}

/**
 * The client list (spec 000 §2 /dashboard/contact): the mirror's clients
 * held in memory, filtered on the device by creation date ('Filtro') and by
 * the alphabet; name, last name, phone, city, company and creation date,
 * sorted, 50 a page; edit and delete (asked first) for those who write
 * contact. A delete the server refuses ('Ky klient nuk mund te fshihet')
 * brings the row back and shows on the pending-changes screen.
 */
export function ClientList({ caption, narrowTo, selection, toolbar }: ClientListProps) {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const toast = useToast();
  const announceQueuedSave = useAnnounceQueuedSave();
  const navigate = useNavigate();
  const session = useSignedInSession();
  const writes = canWriteModule(session.permissions, 'contact');
  const clients = useHeldClients();
  const pending = usePendingIds('clients');
  const [today] = useState(() => toIsoDate(new Date()));
  const [stored, store] = usePreferences('contactList', NO_STORED_CLIENT_FILTER);
  const filter = useMemo(() => clientFilterOf(stored, today), [stored, today]);
  const setFilter = (change: Partial<ClientFilter>) => store(storedClientFilter({ ...filter, ...change }, today));
  const rows = useMemo(() => {
    if (!clients || narrowTo === 'loading') return undefined;
    const shown = filterClients(clients, filter);
    return narrowTo ? shown.filter((c) => narrowTo.has(c.id)) : shown;
  }, [clients, filter, narrowTo]);

  const remove = async (c: ClientRow) => {
    try {
      await enqueue(db, deleteClientCommand({ id: c.id, name: clientName(c) }));
      announceQueuedSave(translateServerMessage(i18n, CONTACT_MSG.clientDeleted));
    } catch {
      toast.error(translateServerMessage(i18n, MSG.somethingWrong));
    }
  };

  const columns: TableColumn<ClientRow>[] = [
    {
      id: 'firstname',
      header: t`Emri`,
      value: (c) => c.firstnameAndLastname,
      cell: (c) => (
        <span className="flex flex-col">
          <span>{c.firstnameAndLastname}</span>
          {pending.has(c.id) && <span className="text-sm font-medium text-amber-800">{t`Ne pritje te dergimit`}</span>}
        </span>
      ),
    },
    { id: 'lastName', header: t`Mbiemri`, value: (c) => c.lastName },
    { id: 'phone', header: t`Telefoni`, value: (c) => c.phoneNumber ?? '' },
    { id: 'city', header: t`Qyteti`, value: (c) => c.city?.name ?? '', hideOnMobile: true },
    { id: 'company', header: t`Kompania`, value: (c) => c.companyName ?? '', hideOnMobile: true },
    { id: 'createdAt', header: t`Krijuar me`, value: (c) => c.createdAt, cell: (c) => formatDate(c.createdAt), hideOnMobile: true },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="no-print flex flex-col gap-3">
        <DateFilterForm applied={{ from: filter.from, to: filter.to }} onApply={(range) => setFilter(range)} />
        <LetterFilter letter={filter.letter} onChange={(letter) => setFilter({ letter })} />
      </div>
      <Table
        caption={caption}
        columns={columns}
        rows={rows}
        getRowId={(c) => c.id}
        summaryOf={(c) => ({ clientId: c.id })}
        rowLabel={clientName}
        onEdit={writes ? (c) => void navigate({ to: '/dashboard/contact/create/{-$clientId}', params: { clientId: c.id } }) : undefined}
        onDelete={writes ? (c) => void remove(c) : undefined}
        deleteMessage={(c) => t`A jeni te sigurte qe doni te fshini klientin "${clientName(c)}" me projektet e tij?`}
        onRowSelect={selection?.onSelect}
        selectedRowId={selection?.selectedId}
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName={false}
        initialSort={{ columnId: 'firstname', direction: 'asc' }}
        toolbar={
          <>
            <SheetActions filter={filter} canImport={writes} />
            {toolbar}
          </>
        }
      />
    </div>
  );
}
