import type { StatusRequest } from '../../../../domain/production/rules.js';
import { isPauseReason, STATUS } from '../../../../domain/production/statuses.js';

/** The status modal as typed: a choice (1–4) or a pause reason (5–8), and the three comments. */
export interface StatusDraft {
  choice: number | null;
  pauseReason: number | null;
  warning: string;
  otherComment: string;
  adminWarning: string;
}

export const draftOf = (current: { statusId: number; warning: string | null; otherComment: string | null }): StatusDraft => ({
  choice: isPauseReason(current.statusId) || current.statusId === STATUS.notActive ? null : current.statusId,
  pauseReason: isPauseReason(current.statusId) ? current.statusId : null,
  warning: current.warning ?? '',
  otherComment: current.otherComment ?? '',
  adminWarning: '',
});

const blankIsNull = (s: string): string | null => (s.trim() === '' ? null : s.trim());

/** The request the draft asks for: a pause reason chosen wins over the choice (it pauses the work the choice started). */
export function requestOf(draft: StatusDraft): StatusRequest {
  return {
    statusId: draft.pauseReason ?? draft.choice ?? undefined,
    warning: blankIsNull(draft.warning),
    adminWarning: blankIsNull(draft.adminWarning),
    otherComment: blankIsNull(draft.otherComment),
  };
}
