import * as v from 'valibot';
import { nullableId, stamped } from '../kit/rows.js';

/** The settings row as the feed sends it (migrations 0018, 0021); `offerTexts` is the JSON list of domain/settings/offerStandardTexts.ts. */
export const SETTINGS_ROWS = {
  companySettings: v.object({
    ...stamped,
    companyName: v.string(),
    address: v.string(),
    phone: v.string(),
    email: v.string(),
    taxNumber: v.string(),
    businessNumber: v.string(),
    bankName: v.string(),
    bankAccount: v.string(),
    logoFileId: nullableId,
    offerTexts: v.string(),
    tileUrl: v.string(),
    mirrorMonths: v.number(),
  }),
};
