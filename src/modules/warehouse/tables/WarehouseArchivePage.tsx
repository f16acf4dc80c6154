import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { formatDate } from '../../../../domain/format.js';
import { isAdmin } from '../../../../domain/permissions.js';
import type { ArchivedRecord } from '../../../../domain/warehouse/reads.js';
import { useLiveChanges } from '../../../local';
import { actionColumn, Modal, Money, PageHeader, Table, type TableColumn } from '../../../ui';
import { archiveEditTarget } from '../../../app/archive/editTargets';
import { useArchiveDelete } from '../../../app/archive/useArchiveDelete';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { archivedRecords } from '../recordLists';
import { SlipActions } from '../slip/SlipActions';
import { useWarehouseSources } from '../useWarehouseSources';
import { NO_RECORD_FILTERS, RecordFilters, recordQueryOf } from './RecordFilters';

const ALL = { all: true } as const;

/**
 * The warehouse archive (spec 001 §2, shown by the archive screens of
 * src/app/archive/; GET archive/warehouse?transportMap=1): records that left
 * on complete transports, by the day they were made, with their transports'
 * codes; each opens its lines and its slip, its edit the client's deposit
 * page (create/{client id}). Totals and deletion are full privileges' (§6).
 */
export function WarehouseArchivePage() {
  const { t } = useLingui();
  const session = useSignedInSession();
  const navigate = useNavigate();
  const remove = useArchiveDelete('warehouse');
  useLiveChanges();
  const [prefs, update] = usePreferences('warehouse.archive', NO_RECORD_FILTERS);
  const src = useWarehouseSources(ALL);
  const showPrices = isAdmin(session.permissions);
  const [open, setOpen] = useState<ArchivedRecord | null>(null);
  const query = recordQueryOf({ ...prefs, withoutTransport: 0, withoutInstallation: 0 });
  const key = JSON.stringify(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the query's content
  const rows = useMemo(() => (src ? archivedRecords(src, query, showPrices) : undefined), [src, key, showPrices]);
  const unitOf = (productId: string) => {
    const unitId = src?.products.get(productId)?.unitId;
    return (unitId ? src?.units.get(unitId)?.name : undefined) ?? '';
  };

  const columns: TableColumn<ArchivedRecord>[] = [
    { id: 'client', header: t`Klienti`, value: (r) => r.client.name },
    { id: 'project', header: t`Projekti`, value: (r) => r.project.name, hideOnMobile: true },
    { id: 'label', header: t`Emertimi`, value: (r) => r.label },
    { id: 'codes', header: t`Transporti`, value: (r) => (r.transports ?? []).map((x) => x.code).join(', '), hideOnMobile: true },
    { id: 'createdAt', header: t`Krijuar me`, value: (r) => r.createdAt, cell: (r) => formatDate(r.createdAt), hideOnMobile: true },
    ...(showPrices ? [{ id: 'price', header: t`Cmimi`, value: (r: ArchivedRecord) => r.totalPrice, cell: (r: ArchivedRecord) => <Money value={r.totalPrice} />, align: 'end' as const }] : []),
    actionColumn('open', t`Detajet`, t`Detajet`, setOpen),
  ];
  return (
    <>
      <PageHeader title={<Trans>Arkiva e depos</Trans>} />
      <RecordFilters value={prefs} onChange={update} flags={false} />
      <Table
        caption={t`Arkiva e depos`}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.id}
        rowLabel={(r) => `${r.client.name} · ${r.label}`}
        summaryOf={(r) => ({ clientId: r.client.id, projectId: r.project.id })}
        onEdit={(r) => void navigate({ href: archiveEditTarget('warehouse', { id: r.id, clientId: r.client.id, projectId: r.project.id }) })}
        onDelete={remove && ((r) => remove(r.id, `${r.client.name} · ${r.label}`))}
        exportName="arkiva-e-depos"
        initialSort={{ columnId: 'createdAt', direction: 'desc' }}
      />
      {open && (
        <Modal open onClose={() => setOpen(null)} title={open.label} footer={<SlipActions record={open} unitOf={unitOf} />}>
          <p className="mb-2">
            {open.client.name} · {open.project.name}
          </p>
          <ul className="list-disc ps-5">
            {open.productWarehouseRecord.map((p) => (
              <li key={p.productId}>
                {p.productName}: {p.quantityForTransport} {unitOf(p.productId)}
              </li>
            ))}
          </ul>
          {open.comment && <p className="mt-2 whitespace-pre-wrap">{open.comment}</p>}
        </Modal>
      )}
    </>
  );
}
