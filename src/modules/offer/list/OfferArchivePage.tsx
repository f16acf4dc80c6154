import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { PageHeader } from '../../../ui';
import { useLocalDb } from '../../../local';
import { useArchiveDelete } from '../../../app/archive/useArchiveDelete';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { archivedOfferLines } from './offerListLines';
import { OfferTable } from './OfferTable';
import { readOfferSources } from './readOfferSources';

/**
 * Offers' archive (spec 000 §2, shown by the archive screens of
 * src/app/archive/): the offers whose client has gone on to an agreement or
 * further, by their date; the range is remembered on the device. A line
 * opens its offer (create/{id}/{project}); full privileges delete it.
 */
export function OfferArchivePage() {
  const { t } = useLingui();
  const db = useLocalDb();
  const remove = useArchiveDelete('offers');
  const [prefs, update] = usePreferences('offerArchive', { start: null as string | null, end: null as string | null });
  const sources = useLiveQuery(() => readOfferSources(db), [db]);
  const lines = useMemo(() => sources && archivedOfferLines(sources, prefs), [sources, prefs]);
  const title = t`Arkiva e ofertave`;
  return (
    <>
      <PageHeader title={title} />
      <div className="mb-4">
        <DateRangeFilter value={prefs} onChange={(r) => update(r)} />
      </div>
      <OfferTable caption={title} lines={lines} exportName="arkiva-ofertave" onDelete={remove && ((l) => remove(l.id, `${l.number || ''} ${l.clientName}`.trim()))} />
    </>
  );
}
