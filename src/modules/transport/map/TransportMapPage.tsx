import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import type { MapMarker } from '../../../ui';
import { PagedMap } from '../../../app/maps/PagedMap';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { STATE_LABELS, STATE_TONES } from '../../../app/deliveries/markerStates';
import { mapRows, type MapRow } from '../transportRows';
import { useTransportRows } from '../useTransportRows';

/**
 * The map of the projects for transport (spec 001 §2 records/map): markers
 * coloured by state, zoom 10, from the mirror (held in memory,
 * liveTransport.ts), a driver's own stops listed first, as in the table.
 */
export function TransportMapPage() {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const { rows: all } = useTransportRows({ userId: session.userId });
  const rows = useMemo(() => all && mapRows(all), [all]);
  const markerOf = useCallback(
    (r: MapRow): MapMarker => ({
      id: r.warehouseRecordId,
      position: [r.location.lat, r.location.lng],
      label: `${r.clientName} — ${r.label}: ${i18n._(STATE_LABELS[r.status])}`,
      tone: STATE_TONES[r.status],
    }),
    [i18n],
  );
  return (
    <PagedMap
      title={<Trans>Harta e transportit</Trans>}
      label={t`Harta e transportit`}
      rows={rows}
      markerOf={markerOf}
      dataOf={(r) => ({ 'data-state': r.status })}
      itemOf={(r) => (
        <>
          <span className="font-medium">{r.clientName}</span> — {r.label}
          <br />
          <span className="text-slate-700">{r.address ?? `${r.location.lat}, ${r.location.lng}`}</span>
          <br />
          <span className="text-sm">{i18n._(STATE_LABELS[r.status])}</span>
        </>
      )}
    />
  );
}
