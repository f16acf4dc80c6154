import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate, formatTimestamp } from '../../../../domain/format.js';
import type { TableColumn } from '../../../ui';
import { auditText, isWholeRow, type AuditRow } from './auditRows';
import { AuditValues } from './AuditValues';

const EVENTS: Record<string, ReturnType<typeof msg>> = {
  created: msg`Krijim`,
  updated: msg`Ndryshim`,
  deleted: msg`Fshirje`,
};

/** DD-MM-YYYY HH:mm:ss in local time (spec 001 §9 display format). */
const when = (iso: string): string => `${formatDate(iso)} ${formatTimestamp(iso).slice(11)}`.trim();

/** Spec 001 §3 "Audit log": auditableType, createdAt, oldValues, newValues, and who did it. */
export function auditColumns(i18n: I18n): TableColumn<AuditRow>[] {
  const eventName = (row: AuditRow) => {
    const label = EVENTS[row.event];
    return label ? i18n._(label) : row.event;
  };
  return [
    { id: 'type', header: i18n._(msg`Lloji`), value: (row) => row.auditableType },
    { id: 'event', header: i18n._(msg`Ngjarja`), value: eventName, hideOnMobile: true },
    // Sorted by the instant; shown and exported as the spec's date.
    { id: 'createdAt', header: i18n._(msg`Data`), value: (row) => row.createdAt, cell: (row) => when(row.createdAt), exportValue: (row) => when(row.createdAt) },
    {
      id: 'oldValues',
      header: i18n._(msg`Vlerat e vjetra`),
      value: (row) => auditText(row.oldValues, isWholeRow(row)),
      cell: (row) => <AuditValues values={row.oldValues} skipEmpty={isWholeRow(row)} />,
      sortable: false,
      hideOnMobile: true,
    },
    {
      id: 'newValues',
      header: i18n._(msg`Vlerat e reja`),
      value: (row) => auditText(row.newValues, isWholeRow(row)),
      cell: (row) => <AuditValues values={row.newValues} skipEmpty={isWholeRow(row)} />,
      sortable: false,
    },
    { id: 'user', header: i18n._(msg`Perdoruesi`), value: (row) => row.username ?? '—' },
    { id: 'kiosk', header: i18n._(msg`Kioska`), value: (row) => kioskText(i18n, row), hideOnMobile: true },
  ];
}

/** Where a kiosk's change was made, and how its worker's PIN was checked there. */
function kioskText(i18n: I18n, row: AuditRow): string {
  if (!row.kiosk) return '—';
  if (row.kiosk.checkedBy === 'device') return i18n._(msg`${row.kiosk.name} (PIN-i kontrolluar pa rrjet)`);
  return row.kiosk.name;
}
