import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { MSG } from '../../../../domain/messages.js';
import { DEFAULT_PAGE_SIZE, EmptyState, LoadingState, MapView, PageHeader, type MapMarker } from '../../../ui';
import { TablePager } from '../../../ui/TablePager';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { STATE_LABELS, STATE_TONES } from '../transportLabels';
import { mapRows } from '../transportRows';
import { useTransportRows } from '../useTransportRows';

/**
 * The map of the projects for transport (spec 001 §2 records/map): markers
 * coloured by state, zoom 10, from the mirror (held in memory,
 * liveTransport.ts). The addresses are listed beside the map a page at a
 * time — a driver's own stops first, as in the table — and the map draws the
 * markers of the listed page, so each listed address has its marker and
 * thousands of records draw at once (issue 12). Tiles seen before come from
 * the service worker's cache; with none the markers still draw on a plain
 * background, and the addresses are listed either way.
 */
export function TransportMapPage() {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const all = useTransportRows({ userId: session.userId });
  const rows = useMemo(() => all && mapRows(all), [all]);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [requestedPage, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil((rows?.length ?? 0) / pageSize));
  // Rows can vanish under the user (a sync): stay on the last page that exists.
  const page = Math.min(requestedPage, pageCount - 1);
  const shown = useMemo(() => rows?.slice(page * pageSize, (page + 1) * pageSize) ?? [], [rows, page, pageSize]);
  const markers: MapMarker[] = useMemo(
    () =>
      shown.map((r) => ({
        id: r.warehouseRecordId,
        position: [r.location.lat, r.location.lng],
        label: `${r.clientName} — ${r.label}: ${i18n._(STATE_LABELS[r.status])}`,
        tone: STATE_TONES[r.status],
      })),
    [shown, i18n],
  );
  return (
    <>
      <PageHeader title={<Trans>Harta e transportit</Trans>} />
      {rows === undefined ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState message={translateServerMessage(i18n, MSG.emptyList)} />
      ) : (
        <>
          <div className="flex flex-col gap-4 lg:flex-row">
            <MapView label={t`Harta e transportit`} markers={markers} zoom={10} className="h-96 lg:h-[32rem] lg:flex-1" />
            <ol aria-label={t`Adresat`} className="flex flex-col gap-2 lg:w-80">
              {shown.map((r) => (
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
          <TablePager
            page={page}
            pageCount={pageCount}
            pageSize={pageSize}
            total={rows.length}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        </>
      )}
    </>
  );
}
