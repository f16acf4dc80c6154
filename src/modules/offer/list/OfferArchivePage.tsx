import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { PageHeader } from '../../../ui';
import { useLocalDb } from '../../../local';
import { DateRangeFilter } from '../../../app/filters/DateRangeFilter';
import { usePreferences } from '../../../app/filters/planningPreferences';
import { archivedOfferLines } from './offerListLines';
import { OfferTable } from './OfferTable';
import { readOfferSources } from './readOfferSources';

/**
 * /dashboard/offers/archive/{moduleName?} (spec 000 §2): the offers whose
 * client has gone on to an agreement or further, by their date; the range
 * is remembered on the device. The module name changes nothing here; the
 * path keeps it so the archives' links land on this screen.
 */
export function OfferArchivePage() {
  const { t } = useLingui();
  const db = useLocalDb();
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
      <OfferTable caption={title} lines={lines} exportName="arkiva-ofertave" />
    </>
  );
}
