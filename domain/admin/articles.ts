import * as v from 'valibot';
import { MSG } from '../messages.js';
import { flag01 } from '../validation.js';
import { optionalId } from './lookups.js';
import { filledText } from './payload.js';

/** Product code 2–10 characters (spec 000 §5). */
export const ARTICLE_CODE_MIN = 2;
export const ARTICLE_CODE_MAX = 10;

/**
 * Product status "in production process" (spec 000 §4: 1 waiting, 2 in
 * production, 3 in warehouse, 4 completed, 5 cancelled). An article or material
 * whose products are at this stage may not be changed or removed.
 */
export const PRODUCT_IN_PRODUCTION = 2;

/** Form-data sends "12.50"; JSON sends 12.5. Empty means no price. */
const price = v.optional(
  v.pipe(
    v.union([v.number(), v.string(), v.null()], MSG.invalidValue),
    v.transform((x) => (x === null || (typeof x === 'string' && x.trim() === '') ? null : Number(x))),
    v.nullable(v.pipe(v.number(MSG.invalidValue), v.finite(MSG.invalidValue), v.minValue(0, MSG.invalidValue), v.maxValue(1e11, MSG.invalidValue))),
  ),
);

export const articleBody = v.object({
  name: filledText(MSG.fillFieldSq),
  code: v.pipe(filledText(MSG.fillFieldSq), v.minLength(ARTICLE_CODE_MIN, MSG.tooShort), v.maxLength(ARTICLE_CODE_MAX, MSG.tooLong)),
  articleTypeId: optionalId,
  unitId: optionalId,
  materialId: optionalId,
  supplierId: optionalId,
  price,
  forProduction: v.optional(flag01),
});

/**
 * The code GET admin/articles/code offers: one above the highest numeric code,
 * and at least 10, since a code has at least two characters.
 */
export function nextArticleCode(codes: Iterable<string>): string {
  let highest = 9;
  for (const code of codes) {
    if (/^\d{1,10}$/.test(code)) highest = Math.max(highest, Number(code));
  }
  return String(highest + 1);
}
