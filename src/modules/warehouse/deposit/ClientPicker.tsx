import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { PRODUCT_IN_WAREHOUSE } from '../../../../domain/production/plan.js';
import { clientName } from '../../../../domain/production/planningSources.js';
import { useLocalDb } from '../../../local';
import { Select } from '../../../ui';

/** Which client to deposit for: the clients with products that left production for the warehouse, by name. */
export function ClientPicker() {
  const { t } = useLingui();
  const db = useLocalDb();
  const navigate = useNavigate();
  const options = useLiveQuery(
    () =>
      db.transaction('r', [db.products, db.clients], async () => {
        const done = await db.products.where('[doneStatus+finishedAt]').between([PRODUCT_IN_WAREHOUSE.doneStatus, ''], [PRODUCT_IN_WAREHOUSE.doneStatus, '\uffff']).toArray();
        const ids = [...new Set(done.map((p) => String(p.clientId)))];
        const clients = await db.clients.bulkGet(ids);
        return clients
          .filter((c) => c !== undefined)
          .map((c) => ({ value: c.id, label: clientName({ firstnameAndLastname: typeof c.firstnameAndLastname === 'string' ? c.firstnameAndLastname : '', lastName: typeof c.lastName === 'string' ? c.lastName : '' }) }))
          .sort((a, b) => a.label.localeCompare(b.label));
      }),
    [db],
  );
  return (
    <div className="max-w-md">
      <Select
        label={t`Klienti`}
        options={options ?? []}
        value={null}
        onChange={(clientId) => {
          if (clientId) void navigate({ to: '/dashboard/warehouse/create/{-$clientId}/{-$projectId}', params: { clientId, projectId: undefined } });
        }}
        placeholder={t`Zgjidhni klientin`}
      />
    </div>
  );
}
