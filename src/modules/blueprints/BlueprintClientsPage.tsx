import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { useLocalDb } from '../../local';
import { PageHeader, Table, type TableColumn } from '../../ui';
import { ModuleGate } from '../../app/ModuleGate';
import { readBlueprintClients, type BlueprintClient } from './blueprintClients';
import { LetterBar } from './LetterBar';

/**
 * /dashboard/blueprints (spec 001 §2): the clients with signed work, filed by
 * the first letter of their name; Edit opens their drawings.
 */
export function BlueprintClientsPage() {
  const { t } = useLingui();
  const db = useLocalDb();
  const navigate = useNavigate();
  const clients = useLiveQuery(() => readBlueprintClients(db), [db]);
  const [letter, setLetter] = useState<string | null>(null);
  const letters = useMemo(() => [...new Set((clients ?? []).map((c) => c.letter).filter(Boolean))].sort(), [clients]);
  const shown = useMemo(() => (letter === null ? clients : clients?.filter((c) => c.letter === letter)), [clients, letter]);
  const columns: TableColumn<BlueprintClient>[] = [
    { id: 'name', header: t`Klienti`, value: (c) => c.name },
    { id: 'phone', header: t`Telefoni`, value: (c) => c.phone, hideOnMobile: true },
    { id: 'address', header: t`Adresa`, value: (c) => c.address, hideOnMobile: true },
    { id: 'projects', header: t`Projektet`, value: (c) => c.projects, align: 'end' },
    { id: 'products', header: t`Produktet`, value: (c) => c.products, align: 'end', hideOnMobile: true },
    { id: 'blueprints', header: t`Skicat`, value: (c) => c.blueprints, align: 'end' },
  ];
  return (
    <ModuleGate module="blueprints">
      <PageHeader title={<Trans>Skicat</Trans>} />
      <LetterBar letters={letters} chosen={letter} onChoose={setLetter} />
      <Table
        caption={t`Klientet me skica`}
        columns={columns}
        rows={shown}
        getRowId={(c) => c.id}
        initialSort={{ columnId: 'name', direction: 'asc' }}
        exportName="skicat"
        onEdit={(c) => void navigate({ to: '/dashboard/blueprints/create/{-$clientId}', params: { clientId: c.id } })}
      />
    </ModuleGate>
  );
}
