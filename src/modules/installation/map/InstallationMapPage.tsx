import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { formatTimestamp } from '../../../../domain/format.js';
import { MSG } from '../../../../domain/messages.js';
import { DEFAULT_PAGE_SIZE, EmptyState, LoadingState, MapView, PageHeader, type MapMarker } from '../../../ui';
import { TablePager } from '../../../ui/TablePager';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { STATE_LABELS, STATE_TONES } from '../../transport/transportLabels';
import { mapRows } from '../installationRows';
import { useAllInstallationRows } from '../useInstallationRows';

/**
 * The installation map (spec 001 §2 /map/records; §3 "Installation map
 * item"): a marker per project, coloured by the state of its installations
 * (spec 001 §4: 1 not started, 2 started, 3 both set), zoom 10, from the
 * mirror. As transport's map, the projects are listed beside it a page at a
 * time — an installer's own first — and the map pins the listed page, so
 * every pin has its address in full size and thousands draw at once.
 */
export function InstallationMapPage() {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const all = useAllInstallationRows(session.userId);
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
        id: r.projectId,
        position: [r.location.lat, r.location.lng],
        label: `${r.clientName} — ${r.projectName}: ${i18n._(STATE_LABELS[r.state])}`,
        tone: STATE_TONES[r.state],
      })),
    [shown, i18n],
  );
  return (
    <>
      <PageHeader title={<Trans>Harta e instalimeve</Trans>} />
      {rows === undefined ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState message={translateServerMessage(i18n, MSG.emptyList)} />
      ) : (
        <>
          <div className="flex flex-col gap-4 lg:flex-row">
            <MapView label={t`Harta e instalimeve`} markers={markers} zoom={10} className="h-96 lg:h-[32rem] lg:flex-1" />
            <ol aria-label={t`Adresat`} className="flex flex-col gap-2 lg:w-80">
              {shown.map((r) => (
                <li key={r.projectId} data-project={r.projectId} data-state={r.state} className="rounded-md border border-slate-300 bg-white p-2 text-base">
                  <span className="font-medium">{r.clientName}</span> — {r.projectName}
                  <br />
                  <span className="text-slate-700">{r.address ?? `${r.location.lat}, ${r.location.lng}`}</span>
                  <br />
                  <span className="text-sm">{i18n._(STATE_LABELS[r.state])}</span>
                  {r.assigned && <span className="ml-2 text-sm text-brand-700">{t`Caktuar per ju`}</span>}
                  {r.installations.length > 0 && (
                    <ul className="mt-1 text-sm text-slate-700">
                      {r.installations.map((i) => (
                        <li key={i.id}>
                          {formatTimestamp(i.installationStart) || '—'} → {formatTimestamp(i.installationEnd) || '—'}
                        </li>
                      ))}
                    </ul>
                  )}
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
