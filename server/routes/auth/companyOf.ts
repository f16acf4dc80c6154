import type { Db } from '../../db/connect.js';
import { MSG } from '../../../domain/messages.js';
import { HttpError } from '../../http/errors.js';

/** The company a sign-in is for: by code, or the first company when none is given. */
export async function companyOf(db: Db, code: string | undefined): Promise<{ id: string; code: string }> {
  const query = db.selectFrom('companies').select(['id', 'code']);
  const company = code
    ? await query.where('code', '=', code).executeTakeFirst()
    : await query.orderBy('createdAt').orderBy('id').limit(1).executeTakeFirst();
  if (!company) throw new HttpError(404, MSG.noCompany, { companyCode: MSG.noCompany });
  return company;
}
