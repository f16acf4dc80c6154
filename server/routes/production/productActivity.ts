import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { STATUS } from '../../../domain/production/statuses.js';
import { MSG } from '../../../domain/messages.js';
import { isAdmin } from '../../../domain/permissions.js';
import type { Auth } from '../../http/access.js';
import { HttpError, refuse } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';

/** Passive and active again are full privileges' (spec 001 §6 "return products to passive"). */
export function assertFullPrivileges(auth: Auth): void {
  if (!isAdmin(auth.permissions)) throw new HttpError(403, MSG.noAccess);
}

/**
 * A product in production made passive (spec 001 §4: active 0): it leaves
 * the board and the calendar until made active again. Not while someone
 * works on it: their started process would hold them with nothing to finish
 * it on ('Perfundoni procesin e nisur!').
 */
export async function makePassive(w: Writer, auth: Auth, productId: string): Promise<{ data: true; message: string }> {
  assertFullPrivileges(auth);
  const product = await w.get('products', productId);
  if (product.active !== 1 || product.doneStatus !== 0) throw refuse(PRODUCTION_MSG.notInProduction);
  const started = await Promise.all(
    (['processStatuses', 'materialStatuses'] as const).map((table) =>
      w.tx.selectFrom(table).select('id').where('companyId', '=', w.companyId).where('productId', '=', productId).where('statusId', '=', STATUS.inProcess).limit(1).executeTakeFirst(),
    ),
  );
  if (started.some((row) => row !== undefined)) throw refuse(PRODUCTION_MSG.finishStarted);
  await w.update('products', productId, { active: 0 });
  return { data: true, message: PRODUCTION_MSG.madePassive };
}
