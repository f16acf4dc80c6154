import type { FastifyInstance } from 'fastify';
import { datesRefusal } from '../../../domain/production/dates.js';
import { PRODUCT_DATES } from '../../../domain/production/endpoints.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { MSG } from '../../../domain/messages.js';
import { isAdmin } from '../../../domain/permissions.js';
import { authOf } from '../../http/access.js';
import { HttpError, refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';

/**
 * The product status row modal's date edit (spec 001 §2, §5 "Dates"): for
 * fullPrivileges and the admins of a department the product's chain passes
 * through; refused with the spec's date messages. The department's daily
 * capacity ('Keto data jane te zena!') is the planning release's rule.
 */
export async function productDateRoutes(app: FastifyInstance): Promise<void> {
  serve(app, PRODUCT_DATES, 'production', (req, reply, { params: { id }, body }) =>
    runWrite(req, reply, async (w) => {
      const auth = authOf(req);
      const product = await w.get('products', id);
      if (!isAdmin(auth.permissions)) {
        // At a kiosk nobody is a department's chief: dates need a personal sign-in.
        const chiefHere = auth.kiosk ? undefined : await w.tx
          .selectFrom('processStatuses as s')
          .innerJoin('responsibilities as r', 'r.id', 's.responsibilityId')
          .innerJoin('userDepartments as ud', 'ud.departmentId', 'r.departmentId')
          .select('s.id')
          .where('s.companyId', '=', w.companyId)
          .where('s.productId', '=', product.id)
          .where('ud.userId', '=', auth.userId)
          .where('ud.isAdmin', '=', 1)
          .limit(1)
          .executeTakeFirst();
        if (!chiefHere) throw new HttpError(403, MSG.noAccess);
      }
      const asked = { start: body.start, end: body.end, calendarComment: body.calendarComment ?? null };
      const refusal = datesRefusal(asked, product, Date.now());
      if (refusal) throw refuse(refusal.message, refusal.field);
      await w.update('products', product.id, asked);
      return { data: true, message: PRODUCTION_MSG.dateEdited };
    }),
  );
}
