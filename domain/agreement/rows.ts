import * as v from 'valibot';
import { nullableId, stamped } from '../kit/rows.js';

const text = v.nullable(v.string());

/**
 * Agreement's row as the feed sends it (spec 000 §3 "Agreement"): the
 * agreements table's columns. Money is numbers with 2 decimals, dates
 * YYYY-MM-DD; firstUpdate is 1 once the agreement was edited after its
 * create. Its files are `files` rows owned by the agreement (ownerType
 * 'agreements', kind as uploads.ts AGREEMENT_FILE_KINDS).
 */
export const AGREEMENT_ROWS = {
  agreements: v.object({
    ...stamped,
    clientId: v.string(),
    offerId: nullableId,
    projectId: nullableId,
    agreementStatusId: v.number(),
    prepaid: v.number(),
    total: v.number(),
    totalDebtLeft: v.number(),
    start: text,
    end: text,
    comment: text,
    firstUpdate: v.number(),
  }),
};

export type AgreementRow = v.InferOutput<typeof AGREEMENT_ROWS.agreements>;

/** An agreement's money: its own readers' and the offer screens' (and full privileges'), no other reader's. */
export const AGREEMENT_MONEY_COLUMNS = ['prepaid', 'total', 'totalDebtLeft'] as const satisfies readonly (keyof AgreementRow)[];
