import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { formatHours, type ProductionRapport, type RapportTotals } from '../../../../domain/production/rapport.js';
import { Table } from '../../../ui';
import { RapportChart, type ChartMetric } from './RapportChart';
import { percentText, rapportColumns, type RapportView as View } from './rapportColumns';

interface RapportViewProps {
  rapport: ProductionRapport;
  view: View;
  metric: ChartMetric;
  onMetric: (metric: ChartMetric) => void;
}

/** One view of the rapport (per process or per worker): its totals, the chart and the table with its exports. */
export function RapportView({ rapport, view, metric, onMetric }: RapportViewProps) {
  const { t, i18n } = useLingui();
  const columns = useMemo(() => rapportColumns(i18n, view), [i18n, view]);
  const lines = view === 'process' ? rapport.byProcess : rapport.byWorker;
  const totals = view === 'process' ? rapport.totals.byProcess : rapport.totals.byWorker;
  const caption = view === 'process' ? t`Raporti i prodhimit sipas procesit` : t`Raporti i prodhimit sipas punetorit`;
  return (
    <div className="flex flex-col gap-4">
      <TotalsSummary totals={totals} />
      <RapportChart lines={lines} metric={metric} onMetric={onMetric} />
      <Table
        caption={caption}
        columns={columns}
        rows={lines}
        getRowId={(l) => l.id}
        exportName={view === 'process' ? 'raporti-i-prodhimit-sipas-procesit' : 'raporti-i-prodhimit-sipas-punetorit'}
        initialSort={{ columnId: 'name', direction: 'asc' }}
      />
    </div>
  );
}

/** The view's sums; the on-time share of all completed units, not a mean of the rows' shares. */
function TotalsSummary({ totals }: { totals: RapportTotals }) {
  const { t } = useLingui();
  const headingId = useId();
  const figures = [
    { label: t`Te perfunduara`, value: String(totals.completed) },
    { label: t`Me vonese`, value: String(totals.late) },
    { label: t`Te kthyera`, value: String(totals.returned) },
    { label: t`Koha produktive`, value: formatHours(totals.productiveSeconds) },
    { label: t`Koha e pritjes`, value: formatHours(totals.waitingSeconds) },
    { label: t`Ne kohe`, value: percentText(totals.onTimePercent) },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t`Gjithsej`}
      </h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6 print:grid-cols-6">
      {figures.map((f) => (
        <div key={f.label} className="rounded-md border border-slate-200 bg-white px-3 py-2">
          <dt className="text-sm text-slate-700">{f.label}</dt>
          <dd className="text-xl font-bold text-slate-900">
            {f.value}
          </dd>
        </div>
      ))}
      </dl>
    </section>
  );
}
