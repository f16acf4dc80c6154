import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { MSG } from '../../../../domain/messages.js';
import { EmptyState, LoadingState, MapView, PageHeader, type MapMarker } from '../../../ui';
import { translateServerMessage } from '../../../app/serverMessages';
import { STATUS_LABELS, STATUS_TONES } from '../serviceLabels';
import { ticketMapRows } from '../tickets/ticketRows';
import { useTicketRows } from '../tickets/useTicketRows';

/**
 * /dashboard/service/map/{moduleName?} (spec 001 §2; §3 "Service map row"):
 * the registered tickets whose project has a place, a marker each coloured
 * by its status (§4: "an icon per status value"), from the mirror. The
 * tickets are listed beside the map too, so every marker's ticket can be
 * read and reached without the map (WCAG 2.5.8's equivalent). The module
 * name changes nothing here.
 */
export function ServiceMapPage() {
  const { t, i18n } = useLingui();
  const all = useTicketRows({ registered: true });
  const rows = useMemo(() => all && ticketMapRows(all), [all]);
  const markers: MapMarker[] = useMemo(
    () =>
      (rows ?? []).map((r) => ({
        id: r.id,
        position: [r.location.lat, r.location.lng],
        label: `${r.clientName} — ${r.projectName}: ${i18n._(STATUS_LABELS[r.statusId])}`,
        tone: STATUS_TONES[r.statusId],
      })),
    [rows, i18n],
  );
  return (
    <>
      <PageHeader title={<Trans>Harta e servisimit</Trans>} />
      {rows === undefined ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState message={translateServerMessage(i18n, MSG.emptyList)} />
      ) : (
        <div className="flex flex-col gap-4 lg:flex-row">
          <MapView label={t`Harta e servisimit`} markers={markers} zoom={10} className="h-96 lg:h-[32rem] lg:flex-1" />
          <ol aria-label={t`Servisimet ne harte`} className="flex flex-col gap-2 lg:w-80">
            {rows.map((r) => (
              <li key={r.id} data-status={r.statusId} className="rounded-md border border-slate-300 bg-white p-2 text-base">
                <span className="font-medium">{r.clientName}</span> — {r.projectName}
                <br />
                <span className="text-slate-700">{r.address ?? `${r.location.lat}, ${r.location.lng}`}</span>
                <br />
                <span className="text-sm">{i18n._(STATUS_LABELS[r.statusId])}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}
