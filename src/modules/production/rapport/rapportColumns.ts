import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatHours, type RapportLine } from '../../../../domain/production/rapport.js';
import type { TableColumn } from '../../../ui';

export type RapportView = 'process' | 'worker';

/** "66.67 %", or a dash when nothing was completed. */
export const percentText = (value: number | null): string => (value === null ? '–' : `${value.toFixed(2)} %`);

/**
 * The rapport's columns: who, then the figures. At 500 px and narrower the
 * table keeps who, completed, productive time and the on-time share; the
 * export and the print have them all. Durations sort by seconds and read h:mm.
 */
export function rapportColumns(i18n: I18n, view: RapportView): TableColumn<RapportLine>[] {
  const hours = (seconds: (l: RapportLine) => number) => ({ value: seconds, cell: (l: RapportLine) => formatHours(seconds(l)), exportValue: (l: RapportLine) => formatHours(seconds(l)), align: 'end' as const });
  return [
    { id: 'name', header: view === 'process' ? i18n._(msg`Procesi`) : i18n._(msg`Punetori`), value: (l) => l.name },
    { id: 'completed', header: i18n._(msg`Te perfunduara`), value: (l) => l.completed, align: 'end' },
    { id: 'late', header: i18n._(msg`Me vonese`), value: (l) => l.late, align: 'end', hideOnMobile: true },
    { id: 'returned', header: i18n._(msg`Te kthyera`), value: (l) => l.returned, align: 'end', hideOnMobile: true },
    { id: 'productive', header: i18n._(msg`Koha produktive`), ...hours((l) => l.productiveSeconds) },
    { id: 'waiting', header: i18n._(msg`Koha e pritjes`), ...hours((l) => l.waitingSeconds), hideOnMobile: true },
    { id: 'onTime', header: i18n._(msg`Ne kohe`), value: (l) => l.onTimePercent, cell: (l) => percentText(l.onTimePercent), exportValue: (l) => l.onTimePercent, align: 'end' },
  ];
}
