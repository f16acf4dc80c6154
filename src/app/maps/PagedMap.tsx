import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { MSG } from '../../../domain/messages.js';
import { DEFAULT_PAGE_SIZE, EmptyState, LoadingState, MapView, PageHeader, type MapMarker } from '../../ui';
import { TablePager } from '../../ui/TablePager';
import { translateServerMessage } from '../serverMessages';

export interface PagedMapProps<R> {
  title: ReactNode;
  /** The map's accessible name. */
  label: string;
  /** undefined while the mirror is read. */
  rows: readonly R[] | undefined;
  markerOf: (row: R) => MapMarker;
  /** What the address list says of a row, and the data-* attributes tests and styles find it by. */
  itemOf: (row: R) => ReactNode;
  dataOf: (row: R) => Record<`data-${string}`, string | number>;
}

/**
 * A module's map of places (transport, installation; issue 12): the places
 * are listed beside the map a page at a time with the tables' pager, and the
 * map pins the listed page, so every pin has its address at full size and
 * thousands of rows draw at once. Tiles seen before come from the service
 * worker's cache; with none the pins still draw on a plain background, and
 * the addresses are listed either way.
 */
export function PagedMap<R>({ title, label, rows, markerOf, itemOf, dataOf }: PagedMapProps<R>) {
  const { t, i18n } = useLingui();
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [requestedPage, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil((rows?.length ?? 0) / pageSize));
  // Rows can vanish under the user (a sync): stay on the last page that exists.
  const page = Math.min(requestedPage, pageCount - 1);
  const shown = useMemo(() => rows?.slice(page * pageSize, (page + 1) * pageSize) ?? [], [rows, page, pageSize]);
  const markers = useMemo(() => shown.map(markerOf), [shown, markerOf]);
  return (
    <>
      <PageHeader title={title} />
      {rows === undefined ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState message={translateServerMessage(i18n, MSG.emptyList)} />
      ) : (
        <>
          <div className="flex flex-col gap-4 lg:flex-row">
            <MapView label={label} markers={markers} zoom={10} className="h-96 lg:h-[32rem] lg:flex-1" />
            <ol aria-label={t`Adresat`} className="flex flex-col gap-2 lg:w-80">
              {shown.map((r, i) => {
                const marker = markers[i]!;
                return (
                  <li key={marker.id} {...dataOf(r)} className="rounded-md border border-slate-300 bg-white p-2 text-base">
                    {itemOf(r)}
                  </li>
                );
              })}
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
