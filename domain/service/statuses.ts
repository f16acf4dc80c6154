/**
 * The statuses of a service ticket (spec 001 §4 "Service statuses: 1 pending,
 * 2 in process, 3 completed"; §2 /records/{statusId?}). The spec gives no
 * labels: these are ours, in Albanian, and the PWA's Lingui twins say the
 * same words. Service markers use "an icon per status value" (§4): `tone` is
 * the marker colour (src/ui/mapIcons.ts MARKER_TONES has the same names).
 */
export const SERVICE_STATUS = { pending: 1, inProcess: 2, completed: 3 } as const;
export type ServiceStatusId = (typeof SERVICE_STATUS)[keyof typeof SERVICE_STATUS];

export type ServiceStatusTone = 'red' | 'orange' | 'green';

export interface ServiceStatusInfo {
  id: ServiceStatusId;
  label: string;
  tone: ServiceStatusTone;
}

export const SERVICE_STATUSES: readonly ServiceStatusInfo[] = [
  { id: SERVICE_STATUS.pending, label: 'Ne pritje', tone: 'red' },
  { id: SERVICE_STATUS.inProcess, label: 'Ne proces', tone: 'orange' },
  { id: SERVICE_STATUS.completed, label: 'E perfunduar', tone: 'green' },
];

export const isServiceStatus = (n: number): n is ServiceStatusId => n === 1 || n === 2 || n === 3;

/** A status as the reads answer it (spec 001 §3 "status (value, label)"); an unknown id reads as pending. */
export function statusOf(id: number): { value: ServiceStatusId; label: string } {
  const info = SERVICE_STATUSES.find((s) => s.id === id) ?? SERVICE_STATUSES[0]!;
  return { value: info.id, label: info.label };
}

/** The marker colour of a status; an unknown id is pending's. */
export const toneOf = (id: number): ServiceStatusTone => (SERVICE_STATUSES.find((s) => s.id === id) ?? SERVICE_STATUSES[0]!).tone;
