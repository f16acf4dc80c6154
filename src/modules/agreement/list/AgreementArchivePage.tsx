import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { AGREEMENT_STATUS } from '../../../../domain/agreement/statuses.js';
import { PageHeader } from '../../../ui';
import { useLocalDb } from '../../../local';
import { useArchiveDelete } from '../../../app/archive/useArchiveDelete';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { agreementLines } from './agreementLines';
import { AgreementTable } from './AgreementTable';
import { readAgreementSources } from './readAgreementSources';

/**
 * Agreements' archive (spec 000 §2 "4 completed/archive", shown by the
 * archive screens of src/app/archive/): the completed agreements, by their
 * start; the range is remembered on the device. A line opens its agreement
 * (create/{id}/{project}); full privileges delete it.
 */
export function AgreementArchivePage() {
  const { t } = useLingui();
  const db = useLocalDb();
  const remove = useArchiveDelete('agreements');
  const [prefs, update] = usePreferences('agreementArchive', { start: null as string | null, end: null as string | null });
  const sources = useLiveQuery(() => readAgreementSources(db), [db]);
  const lines = useMemo(() => sources && agreementLines(sources, { agreementStatusId: AGREEMENT_STATUS.completed, startDate: prefs.start, endDate: prefs.end }), [sources, prefs.start, prefs.end]);
  const title = t`Arkiva e marreveshjeve`;
  return (
    <>
      <PageHeader title={title} />
      <div className="mb-4">
        <DateRangeFilter value={{ start: prefs.start, end: prefs.end }} onChange={(r) => update(r)} />
      </div>
      <AgreementTable
        caption={title}
        lines={lines}
        exportName="arkiva-marreveshjeve"
        onDelete={remove && ((l) => remove(l.agreement.id, `${l.clientName} — ${l.projectName}`))}
      />
    </>
  );
}
