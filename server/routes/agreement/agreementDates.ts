import { AGREEMENT_MSG } from '../../../domain/agreement/messages.js';
import { datesRefusal } from '../../../domain/agreement/rules.js';
import { dayOfMs } from '../../../domain/days.js';
import { refuse } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';
import { agreementProducts } from './productionEntry.js';

/**
 * The agreement dates modal's save (spec 000 §7: POST
 * admin/products/change-start-end-date with agreementId, start, end; the
 * production module's route hands the agreementId branch here): the
 * agreement's dates by its rules (start needed and not in the past unless it
 * stays, end not before start), and the same dates for its lines still in
 * production (not finished): the agreement is their plan. 'Datat u edituan me
 * sukses!'.
 */
export async function saveAgreementDates(w: Writer, agreementId: string, asked: { start: string; end: string }) {
  const agreement = await w.get('agreements', agreementId);
  const dates = { start: asked.start === '' ? null : asked.start, end: asked.end === '' ? null : asked.end };
  const refusal = datesRefusal(dates, dayOfMs(Date.parse(w.now)), agreement.start);
  if (refusal) throw refuse(refusal.message, refusal.field);
  await w.update('agreements', agreementId, { ...dates, firstUpdate: 1 });
  if (agreement.offerId !== null) {
    for (const product of await agreementProducts(w, agreement.offerId)) {
      if (product.doneStatus === 0) await w.update('products', product.id, dates);
    }
  }
  return { data: true, message: AGREEMENT_MSG.datesEdited };
}
