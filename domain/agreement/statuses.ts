/**
 * Agreement and product statuses (spec 000 §2, §4): 1 waiting for
 * production, 2 in production process, 3 in warehouse, 4 completed, 5
 * cancelled. Production moves 1–4; the agreement form offers only 5
 * ('E anuluar'), and a cleared cancel is sent as 1 (back to production).
 */
export const AGREEMENT_STATUS = { waiting: 1, inProduction: 2, inWarehouse: 3, completed: 4, canceled: 5 } as const;
export type AgreementStatusId = (typeof AGREEMENT_STATUS)[keyof typeof AGREEMENT_STATUS];

export const AGREEMENT_STATUS_IDS = [1, 2, 3, 4, 5] as const;

export const AGREEMENT_STATUSES: readonly { id: AgreementStatusId; label: string }[] = [
  { id: AGREEMENT_STATUS.waiting, label: 'Ne pritje per prodhim' },
  { id: AGREEMENT_STATUS.inProduction, label: 'Ne proces te prodhimit' },
  { id: AGREEMENT_STATUS.inWarehouse, label: 'Ne depo' },
  { id: AGREEMENT_STATUS.completed, label: 'E perfunduar' },
  { id: AGREEMENT_STATUS.canceled, label: 'E anuluar' },
];

/** The one status the form's select offers (§4). */
export const AGREEMENT_FORM_STATUSES = AGREEMENT_STATUSES.filter((s) => s.id === AGREEMENT_STATUS.canceled);

/** A status as the reads answer it (§3 "agreementStatus (value and label)"); an unknown id reads as waiting, the stored default. */
export function agreementStatusOf(id: number): { value: AgreementStatusId; label: string } {
  const info = AGREEMENT_STATUSES.find((s) => s.id === id) ?? AGREEMENT_STATUSES[0]!;
  return { value: info.id, label: info.label };
}
