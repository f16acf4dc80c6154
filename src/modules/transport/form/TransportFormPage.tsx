import { Trans } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useLocalDb } from '../../../local';
import { LoadingState, PageHeader } from '../../../ui';
import { readTransportFormSources, type TransportFormSources } from './readTransportForm';
import { TransportForm } from './TransportForm';

const route = getRouteApi('/signedIn/dashboard/transport/create/record/{-$transportCode}');

/**
 * /dashboard/transport/create/record/:transportCode? (spec 001 §2): the form,
 * on a code's transports, on a transport made here that waits for its code
 * (by its id), on a record (?record=) or empty. The sources are read once
 * when the form opens: a sync while the driver types does not reset it.
 */
export function TransportFormPage() {
  const db = useLocalDb();
  const { transportCode } = route.useParams();
  const { record } = route.useSearch();
  const live = useLiveQuery(() => readTransportFormSources(db, transportCode, record), [db, transportCode, record]);
  const [opened, setOpened] = useState<{ key: string; sources: TransportFormSources } | null>(null);
  const key = `${transportCode ?? ''}/${record ?? ''}`;
  // Keep the first read of this route's key; a new key (another code or record) opens afresh.
  if (live && opened?.key !== key) setOpened({ key, sources: live });
  const sources = opened?.key === key ? opened.sources : undefined;
  return (
    <>
      <PageHeader title={<Trans>Transporti</Trans>} />
      {sources ? <TransportForm key={key} sources={sources} /> : <LoadingState />}
    </>
  );
}
