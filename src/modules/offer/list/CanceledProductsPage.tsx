import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { MSG } from '../../../../domain/messages.js';
import { useLocalDb } from '../../../local';
import { Money, PageHeader, Table, type TableColumn } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { canceledLines, type CanceledLine } from './offerListLines';
import { readCanceledSources } from './readOfferSources';

/**
 * /dashboard/offers/canceled/products (spec 000 §2 "Table of canceled
 * products"; §4 "canceled=1, shown as canceled product"): client, offer
 * number, article, code, quantity, total; edit opens the row's offer.
 */
export function CanceledProductsPage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const navigate = useNavigate();
  const sources = useLiveQuery(() => readCanceledSources(db), [db]);
  const lines = useMemo(() => sources && canceledLines(sources.rows, sources), [sources]);
  const title = t`Produktet e anuluara`;
  const columns: TableColumn<CanceledLine>[] = [
    { id: 'client', header: t`Klienti`, value: (l) => l.clientName },
    { id: 'offer', header: t`Nr. i ofertes`, value: (l) => l.offerNumber, cell: (l) => l.offerNumber || '—' },
    { id: 'article', header: t`Artikulli`, value: (l) => l.articleName },
    { id: 'type', header: t`Kodi`, value: (l) => l.type, hideOnMobile: true },
    { id: 'quantity', header: t`Sasia`, value: (l) => l.quantity, hideOnMobile: true },
    { id: 'total', header: t`Totali`, value: (l) => l.totalPrice, cell: (l) => <Money value={l.totalPrice} /> },
  ];
  return (
    <>
      <PageHeader title={title} />
      <Table
        caption={title}
        columns={columns}
        rows={lines}
        loading={lines === undefined}
        getRowId={(l) => l.id}
        rowLabel={(l) => `${l.clientName} ${l.articleName}`.trim()}
        onEdit={(l) => void navigate({ to: '/dashboard/offers/create/{-$offerId}/{-$projectId}', params: { offerId: l.offerId, projectId: l.projectId ?? undefined }, search: {} })}
        emptyMessage={translateServerMessage(i18n, MSG.emptyList)}
        exportName="produktet-e-anuluara"
      />
    </>
  );
}
