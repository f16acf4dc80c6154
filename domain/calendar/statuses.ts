/** A task's status (spec 000 §3 "Task status options: 1 Export, 2 Montim, 3 Furnitor, 4 Pushim"). */
export const TASK_STATUS = { export: 1, assembly: 2, supplier: 3, leave: 4 } as const;
export type TaskStatusId = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];

export const TASK_STATUS_IDS = [1, 2, 3, 4] as const;

export const TASK_STATUSES: readonly { id: TaskStatusId; label: string }[] = [
  { id: TASK_STATUS.export, label: 'Export' },
  { id: TASK_STATUS.assembly, label: 'Montim' },
  { id: TASK_STATUS.supplier, label: 'Furnitor' },
  { id: TASK_STATUS.leave, label: 'Pushim' },
];

/**
 * A project's shipment destination as the calendar names it (spec 000 §3
 * "Calendar event: shipmentDestinationId and name"; §4 "exactly one of 1, 2,
 * 3"): the words the PWA's destination filter shows.
 */
export const SHIPMENT_DESTINATION_NAMES: Readonly<Record<number, string>> = { 1: 'Vendor', 2: 'Eksport', 3: 'Stoku i brendshem' };
