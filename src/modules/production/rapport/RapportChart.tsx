import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatHours, type RapportLine } from '../../../../domain/production/rapport.js';
import { Select, useNarrowScreen } from '../../../ui';
import { usePrinting } from '../../../ui/usePrinting';

export const CHART_METRICS = ['completed', 'time', 'late', 'returned'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

interface Series {
  label: string;
  colour: string;
  value: (l: RapportLine) => number;
}

/** The most bars a chart draws: beyond that the bars are too thin to read; the table has every row. */
export const CHART_MAX_BARS = 20;

const WIDE = { width: 720, label: 210, value: 70, row: 30, bar: 20 };
const NARROW = { width: 340, label: 0, value: 64, row: 48, bar: 20 };

/**
 * A horizontal bar chart of one figure per process or worker, drawn by hand
 * in SVG (no chart library for one chart). Time stacks productive and
 * waiting. The SVG is one image with a name; the table beside it carries
 * every number for screen readers. At 500 px and narrower each name sits
 * above its bar; printed, the wide layout.
 */
export function RapportChart({ lines, metric, onMetric }: { lines: readonly RapportLine[]; metric: ChartMetric; onMetric: (metric: ChartMetric) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const narrowScreen = useNarrowScreen();
  const printing = usePrinting();
  const narrow = narrowScreen && !printing;
  const series: Record<ChartMetric, { label: string; series: Series[]; text: (n: number) => string }> = {
    completed: { label: t`Te perfunduara`, series: [{ label: t`Te perfunduara`, colour: '#2E8B1E', value: (l) => l.completed }], text: String },
    time: {
      label: t`Koha produktive dhe e pritjes`,
      series: [
        { label: t`Koha produktive`, colour: '#1F4E5F', value: (l) => l.productiveSeconds },
        { label: t`Koha e pritjes`, colour: '#D9822B', value: (l) => l.waitingSeconds },
      ],
      text: formatHours,
    },
    late: { label: t`Me vonese`, series: [{ label: t`Me vonese`, colour: '#D01314', value: (l) => l.late }], text: String },
    returned: { label: t`Te kthyera`, series: [{ label: t`Te kthyera`, colour: '#3788D8', value: (l) => l.returned }], text: String },
  };
  const chosen = series[metric];
  const total = (l: RapportLine) => chosen.series.reduce((sum, s) => sum + s.value(l), 0);
  const drawn = lines.filter((l) => total(l) > 0);
  const bars = drawn
    .sort((a, b) => total(b) - total(a) || a.name.localeCompare(b.name))
    .slice(0, CHART_MAX_BARS);
  const max = Math.max(1, ...bars.map(total));
  const box = narrow ? NARROW : WIDE;
  const span = box.width - box.label - box.value;
  const height = Math.max(1, bars.length) * box.row + 4;

  return (
    <figure aria-labelledby={titleId} className="mb-4 flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-3 print:break-inside-avoid print:border-0">
      <div className="no-print flex flex-wrap items-end gap-3">
        <div className="w-72 max-w-full">
          <Select
            label={t`Grafiku tregon`}
            options={CHART_METRICS.map((m) => ({ value: m, label: series[m].label }))}
            value={metric}
            onChange={(value) => onMetric(CHART_METRICS.find((m) => m === value) ?? 'completed')}
            searchable={false}
          />
        </div>
      </div>
      <figcaption id={titleId} className="font-semibold text-slate-900">
        {chosen.label}
        {drawn.length > bars.length && (
          <span className="font-normal text-slate-700">
            {' '}
            <Trans>
              (shfaqen {bars.length} me vlerat me te larta; te gjitha jane ne tabele)
            </Trans>
          </span>
        )}
      </figcaption>
      {bars.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Nuk ka te dhena per grafikun ne kete periudhe.</Trans>
        </p>
      ) : (
        <svg
          role="img"
          aria-label={t`${chosen.label}: ${bars.map((l) => `${l.name} ${chosen.text(total(l))}`).join(', ')}`}
          viewBox={`0 0 ${box.width} ${height}`}
          width="100%"
          style={{ maxWidth: box.width }}
          className="h-auto"
        >
          {bars.map((l, i) => {
            const top = i * box.row + (narrow ? 22 : (box.row - box.bar) / 2);
            let x = box.label;
            return (
              <g key={l.id}>
                <text x={narrow ? 0 : box.label - 8} y={narrow ? i * box.row + 15 : top + box.bar / 2} dominantBaseline={narrow ? undefined : 'central'} textAnchor={narrow ? 'start' : 'end'} fontSize="14" fill="#0f172a">
                  {shorten(l.name || '–', narrow ? 40 : 26)}
                </text>
                {chosen.series.map((s) => {
                  const w = (s.value(l) / max) * span;
                  const rect = <rect key={s.label} x={x} y={top} width={Math.max(0, w)} height={box.bar} fill={s.colour} />;
                  x += w;
                  return rect;
                })}
                <text x={x + 6} y={top + box.bar / 2} dominantBaseline="central" fontSize="14" fill="#0f172a">
                  {chosen.text(total(l))}
                </text>
              </g>
            );
          })}
        </svg>
      )}
      {chosen.series.length > 1 && (
        <ul className="flex flex-wrap gap-4 text-sm text-slate-800" aria-label={t`Legjenda`}>
          {chosen.series.map((s) => (
            <li key={s.label} className="flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-4 rounded-sm" style={{ background: s.colour }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

const shorten = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
