import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useLocalDb } from '../../../local';
import { PageHeader } from '../../../ui';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { NotFoundPage } from '../../../app/pages/NotFoundPage';
import { OFFER_STATUS_NAMES } from '../../../app/statusNames/offerStatusNames';
import { OfferFilterPanel, type OfferFilterValue } from './OfferFilterPanel';
import { offerLines, parseOfferStatus } from './offerListLines';
import { AwaitingOfferList } from './AwaitingOfferList';
import { OfferTable } from './OfferTable';
import { readOfferSources } from './readOfferSources';

const route = getRouteApi('/signedIn/dashboard/offers/{-$statusId}');

const NO_FILTER: OfferFilterValue = { status: null, start: null, end: null };

/**
 * /dashboard/offers/{statusId?} (spec 000 §2): the offers of a status (5
 * waiting, 3 sent for confirmation, 1 rejected, 4 undefined, 2 approved);
 * without one, the filter panel (status, start, end, Filtro — as offer/filter
 * takes them, remembered on the device). From the mirror: it works without
 * signal.
 */
export function OfferListPage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const { statusId } = route.useParams();
  const pathStatus = parseOfferStatus(statusId);
  const [prefs, update] = usePreferences('offerList', NO_FILTER);
  const sources = useLiveQuery(() => readOfferSources(db), [db]);
  const filtered = statusId === undefined;
  const lines = useMemo(() => {
    if (!sources || pathStatus === null) return undefined;
    return offerLines(sources, filtered ? { status: parseOfferStatus(prefs.status ?? undefined) ?? undefined, start: prefs.start, end: prefs.end } : { status: pathStatus });
  }, [sources, filtered, pathStatus, prefs.status, prefs.start, prefs.end]);
  if (pathStatus === null) return <NotFoundPage />;
  const title = pathStatus === undefined ? t`Ofertat` : i18n._(OFFER_STATUS_NAMES[pathStatus]);
  return (
    <>
      <PageHeader title={title} />
      <AwaitingOfferList />
      {filtered && <OfferFilterPanel value={prefs} onFilter={update} />}
      <OfferTable caption={title} lines={lines} exportName="ofertat" />
    </>
  );
}
