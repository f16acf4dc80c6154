import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { ARCHIVE_ENDPOINTS, type ArchiveLine, type ArchivePage } from '../../../domain/archive/endpoints.js';
import { formatDate } from '../../../domain/format.js';
import { WAREHOUSE_READS } from '../../../domain/warehouse/endpoints.js';
import type { ArchivedRecord } from '../../../domain/warehouse/reads.js';
import { MIRROR_MONTHS_DEFAULT, windowStart, type WindowedModule } from '../../../domain/mirror/window.js';
import { useLocalDb } from '../../local';
import { Button, Table, type TableColumn } from '../../ui';
import { readCompanySettings } from '../documents/companyHeader';
import { getFromServer } from '../reads/serverRead';
import { ReadSoFar } from '../reads/ReadSoFar';
import { ServerReadView } from '../reads/ServerReadView';
import { useServerRead } from '../reads/useServerRead';
import { translateServerMessage } from '../serverMessages';

const PAGE_SIZE = 50;

/** The day before `day` (YYYY-MM-DD): the last day older than the window. */
const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const queryOf = (end: string, page: number) => `end=${end}&page=${page}&pageSize=${PAGE_SIZE}`;
const readPage = (body: ArchivePage) => body;

/**
 * The archive beyond the device's window (src/local/SYNC.md O20): finished
 * work older than the company's months is not on the device, so it is read
 * from the server a page at a time, when asked — and said to need the
 * network when there is none.
 */
export function OlderArchive({ module }: { module: WindowedModule }) {
  const { t } = useLingui();
  const db = useLocalDb();
  const months = useLiveQuery(async () => (await readCompanySettings(db))?.mirrorMonths ?? MIRROR_MONTHS_DEFAULT, [db]);
  const [open, setOpen] = useState(false);
  if (months === undefined) return null;
  const start = windowStart(new Date().toISOString().slice(0, 10), months);
  const since = formatDate(start);
  return (
    <section aria-labelledby="older-archive" className="mt-6 flex flex-col gap-3">
      <h2 id="older-archive" className="text-lg font-semibold text-slate-900">
        <Trans>Me e vjeter se {since}</Trans>
      </h2>
      <p className="text-slate-700">
        <Trans>Puna e perfunduar para {since} nuk ruhet ne pajisje: lexohet nga serveri kur ka rrjet.</Trans>
      </p>
      {open ? (
        module === 'warehouse' ? (
          <OlderRecords end={dayBefore(start)} />
        ) : (
          <OlderLines module={module} end={dayBefore(start)} />
        )
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
          {t`Shfaq punen me te vjeter`}
        </Button>
      )}
    </section>
  );
}

/** The warehouse's archive is its module's own call (whole, by dates): its records as archive lines. */
const recordLines = (body: { data: ArchivedRecord[] }): ArchivePage => {
  const data = body.data.map((r): ArchiveLine => ({ module: 'warehouse', id: r.id, clientId: r.client.id, clientName: r.client.name, projectId: r.project.id, projectName: r.project.projectName, title: r.label, label: r.label, archivedAt: r.createdAt }));
  return { data, total: data.length, page: 1, pageSize: data.length };
};

function OlderRecords({ end }: { end: string }) {
  const { result, reload } = useServerRead({ endpoint: WAREHOUSE_READS.archive, params: {}, query: `end=${end}` }, recordLines);
  return (
    <ServerReadView result={result} onRetry={reload}>
      {(page) => <OlderTable module="warehouse" lines={page.data} total={page.total} />}
    </ServerReadView>
  );
}

function OlderLines({ module, end }: { module: Exclude<WindowedModule, 'warehouse'>; end: string }) {
  const { i18n, t } = useLingui();
  const { result, reload } = useServerRead({ endpoint: ARCHIVE_ENDPOINTS.list, params: { module }, query: queryOf(end, 1) }, readPage);
  /** The pages after the first, in order: the next one asked is their count + 2. */
  const [more, setMore] = useState<ArchiveLine[][]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function loadMore(page: number) {
    setLoading(true);
    setFailure(null);
    const answer = await getFromServer({ endpoint: ARCHIVE_ENDPOINTS.list, params: { module }, query: queryOf(end, page) });
    if (answer.kind === 'ok') setMore((pages) => [...pages, answer.body.data]);
    else setFailure(answer.kind === 'offline' ? t`Nuk ka lidhje me serverin. Provoni perseri kur te jeni ne internet.` : translateServerMessage(i18n, answer.message));
    setLoading(false);
  }

  return (
    <ServerReadView result={result} onRetry={reload}>
      {(first) => {
        const lines = [...first.data, ...more.flat()];
        return (
          <OlderTable module={module} lines={lines} total={first.total} more={lines.length < first.total ? { loading, load: () => void loadMore(more.length + 2) } : null}>
            {failure && (
              <p role="alert" className="font-medium text-red-700">
                {failure}
              </p>
            )}
          </OlderTable>
        );
      }}
    </ServerReadView>
  );
}

interface OlderTableProps {
  module: WindowedModule;
  lines: ArchiveLine[];
  total: number;
  more?: { loading: boolean; load: () => void } | null;
  children?: ReactNode;
}

/** The older lines read so far, how many there are, and the next page on demand. */
function OlderTable({ module, lines, total, more = null, children }: OlderTableProps) {
  const { t } = useLingui();
  const shown = lines.length;
  const columns = useMemo<TableColumn<ArchiveLine>[]>(
    () => [
      { id: 'title', header: t`Emertimi`, value: (l) => l.title },
      { id: 'client', header: t`Klienti`, value: (l) => l.clientName },
      { id: 'project', header: t`Projekti`, value: (l) => l.projectName ?? '', hideOnMobile: true },
      { id: 'date', header: t`Data`, value: (l) => l.archivedAt ?? '', cell: (l) => formatDate(l.archivedAt) },
    ],
    [t],
  );
  return (
    <div className="flex flex-col gap-3" data-older-archive={module}>
      <Table caption={t`Arkiva me e vjeter`} columns={columns} rows={lines} getRowId={(l) => l.id} rowLabel={(l) => l.title} initialSort={null} defaultPageSize={PAGE_SIZE} />
      <ReadSoFar shown={shown} total={total} more={more} />
      {children}
    </div>
  );
}
