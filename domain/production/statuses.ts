/**
 * Process and material status ids (spec 001 §4). The modal offers 1–4; the
 * pause-reason select offers 5–8; 9 is set by the server alone (a process
 * worked through its materials, see rules.ts).
 */
export const STATUS = {
  completed: 1,
  toDo: 2,
  late: 3,
  inProcess: 4,
  paused: 5,
  endOfShift: 6,
  otherWork: 7,
  otherReason: 8,
  notActive: 9,
} as const;

export type StatusId = (typeof STATUS)[keyof typeof STATUS];

/** What the status modal's choices offer (spec 001 §2): 2 for admins only, 4 not for items with materials. */
export const CHOSEN_STATUSES = [STATUS.completed, STATUS.toDo, STATUS.late, STATUS.inProcess] as const;

/** The pause-reason select (spec 001 §4 "Pause reasons"). */
export const PAUSE_REASONS = [STATUS.paused, STATUS.endOfShift, STATUS.otherWork, STATUS.otherReason] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

/** What a save may ask for: a choice or a pause reason; 9 is never asked for. */
export const SETTABLE_STATUSES = [...CHOSEN_STATUSES, ...PAUSE_REASONS] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

export const isPauseReason = (statusId: number): statusId is PauseReason => (PAUSE_REASONS as readonly number[]).includes(statusId);

/** The saved status type (spec 001 §4) names which table a tracker's status row is in. */
export const STATUS_TYPES = ['responsibilityStatus', 'materialStatus'] as const;
export type StatusType = (typeof STATUS_TYPES)[number];

/** How a status is drawn: 5, 6 and 8 look paused, 7 is other work (spec 001 §4 "For styling"). */
export type StatusStyle = 'completed' | 'toDo' | 'late' | 'inProcess' | 'paused' | 'otherWork' | 'notActive';

export function styleOf(statusId: number): StatusStyle {
  switch (statusId) {
    case STATUS.completed:
      return 'completed';
    case STATUS.late:
      return 'late';
    case STATUS.inProcess:
      return 'inProcess';
    case STATUS.paused:
    case STATUS.endOfShift:
    case STATUS.otherReason:
      return 'paused';
    case STATUS.otherWork:
      return 'otherWork';
    case STATUS.notActive:
      return 'notActive';
    default:
      return 'toDo';
  }
}

/**
 * The board's colours: the spec's calendar colours for done, to do, late and
 * the rest (spec 001 §9), with the rest told apart on the board, where a
 * worker has to see at a glance what runs and what waits.
 */
export const STATUS_COLOURS: Record<StatusStyle, string> = {
  completed: '#32BC20',
  toDo: '#3788d8',
  late: '#D01314',
  inProcess: '#DFDF04',
  paused: '#F29D38',
  otherWork: '#9B6BD3',
  notActive: '#C9C9A3',
};

/** Work someone holds: in process, late, paused for a reason, or not active. */
export const isUnderWay = (statusId: number): boolean => statusId !== STATUS.completed && statusId !== STATUS.toDo;
