import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { MSG } from '../../../../domain/messages.js';
import { useLocalDb } from '../../../local';
import { EmptyState, LoadingState, MapView, PageHeader, type MapMarker } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { readTransportMap } from '../readTransportList';
import { STATE_LABELS, STATE_TONES } from '../transportLabels';

/**
 * The map of the projects for transport (spec 001 §2 records/map): markers
 * coloured by state, zoom 10, from the mirror. Tiles seen before come from
 * the service worker's cache; with none the markers still draw on a plain
 * background, and the addresses are listed under the map either way.
 */
export function TransportMapPage() {
  const { t, i18n } = useLingui();
  const db = useLocalDb();
  const session = useSignedInSession();
  const rows = useLiveQuery(() => readTransportMap(db, { userId: session.userId }), [db, session.userId]);
  const markers: MapMarker[] = (rows ?? []).map((r) => ({
    id: r.warehouseRecordId,
    position: [r.location.lat, r.location.lng],
    label: `${r.clientName} — ${r.label}: ${i18n._(STATE_LABELS[r.status])}`,
    tone: STATE_TONES[r.status],
  }));
  return (
    <>
      <PageHeader title={<Trans>Harta e transportit</Trans>} />
      {rows === undefined ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState message={translateServerMessage(i18n, MSG.emptyList)} />
      ) : (
        <div className="flex flex-col gap-4 lg:flex-row">
          <MapView label={t`Harta e transportit`} markers={markers} zoom={10} className="h-96 lg:h-[32rem] lg:flex-1" />
          <ol aria-label={t`Adresat`} className="flex flex-col gap-2 lg:w-80">
            {rows.map((r) => (
              <li key={r.warehouseRecordId} data-state={r.status} className="rounded-md border border-slate-300 bg-white p-2 text-base">
                <span className="font-medium">{r.clientName}</span> — {r.label}
                <br />
                <span className="text-slate-700">{r.address ?? `${r.location.lat}, ${r.location.lng}`}</span>
                <br />
                <span className="text-sm">{i18n._(STATE_LABELS[r.status])}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}
