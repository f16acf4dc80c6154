import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { PageHeader } from '../../../ui';
import { useLocalDb } from '../../../local';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { NotFoundPage } from '../../../app/pages/NotFoundPage';
import { AGREEMENT_STATUS_LABELS } from '../../../app/statusNames/agreementStatusNames';
import { AgreementFilterPanel } from './AgreementFilterPanel';
import { agreementLines, parseAgreementStatus } from './agreementLines';
import { AgreementTable } from './AgreementTable';
import { readAgreementSources } from './readAgreementSources';

const route = getRouteApi('/signedIn/dashboard/agreements/{-$statusId}');


/**
 * /dashboard/agreements/{statusId?} (spec 000 §2): the agreements of a
 * status (1 waiting for production … 5 canceled), or without one all of
 * them under the filter panel (status, start, end, Filtro; remembered on the
 * device). From the mirror, so it works without signal.
 */
export function AgreementListPage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const { statusId } = route.useParams();
  const pathStatus = parseAgreementStatus(statusId);
  const [prefs, update] = usePreferences('agreementList', { status: null as string | null, start: null as string | null, end: null as string | null });
  const sources = useLiveQuery(() => readAgreementSources(db), [db]);
  const filtered = statusId === undefined;
  const status = filtered ? (parseAgreementStatus(prefs.status ?? undefined) ?? undefined) : (pathStatus ?? undefined);
  const lines = useMemo(
    () => sources && agreementLines(sources, filtered ? { agreementStatusId: status, startDate: prefs.start, endDate: prefs.end } : { agreementStatusId: status, startDate: null, endDate: null }),
    [sources, filtered, status, prefs.start, prefs.end],
  );
  if (pathStatus === null) return <NotFoundPage />;
  const title = filtered || status === undefined ? t`Marreveshjet` : i18n._(AGREEMENT_STATUS_LABELS[status]);
  return (
    <>
      <PageHeader title={title} />
      {filtered && <AgreementFilterPanel applied={prefs} onApply={(choice) => update(choice)} />}
      <AgreementTable caption={title} lines={lines} exportName="marreveshjet" />
    </>
  );
}
