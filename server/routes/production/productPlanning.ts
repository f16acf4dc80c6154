import { capacityRefusal, type DepartmentLoad, type PlannedProduct } from '../../../domain/production/capacity.js';
import { MSG } from '../../../domain/messages.js';
import { isAdmin } from '../../../domain/permissions.js';
import { PRODUCTION_SETTINGS_DEFAULTS } from '../../../domain/admin/productionSettings.js';
import type { Auth } from '../../http/access.js';
import { HttpError, refuse } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';

/**
 * Who plans a product's dates (spec 001 §6 "change dates"): full privileges,
 * or the admin of a department the product's chain passes through. At a
 * kiosk nobody is a department's chief: dates need a personal sign-in.
 */
export async function assertMayPlan(w: Writer, auth: Auth, productId: string): Promise<void> {
  if (isAdmin(auth.permissions)) return;
  const chiefHere = auth.kiosk
    ? undefined
    : await w.tx
        .selectFrom('processStatuses as s')
        .innerJoin('responsibilities as r', 'r.id', 's.responsibilityId')
        .innerJoin('userDepartments as ud', 'ud.departmentId', 'r.departmentId')
        .select('s.id')
        .where('s.companyId', '=', w.companyId)
        .where('s.productId', '=', productId)
        .where('ud.userId', '=', auth.userId)
        .where('ud.isAdmin', '=', 1)
        .limit(1)
        .executeTakeFirst();
  if (!chiefHere) throw new HttpError(403, MSG.noAccess);
}

/**
 * Refuses dates that exceed a department's daily capacity (domain/production/capacity.ts)
 * with 'Keto data jane te zena!': the product's departments, and their other
 * products in production whose dates meet the asked ones, read in the write's
 * transaction.
 */
export async function assertCapacity(w: Writer, productId: string, asked: PlannedProduct): Promise<void> {
  const settings = await w.tx.selectFrom('productionSettings').select('dailyCapacity').where('companyId', '=', w.companyId).executeTakeFirst();
  const capacity = settings?.dailyCapacity ?? PRODUCTION_SETTINGS_DEFAULTS.dailyCapacity;
  if (capacity <= 0) return;
  const departments = await w.tx
    .selectFrom('processStatuses as s')
    .innerJoin('responsibilities as r', 'r.id', 's.responsibilityId')
    .select('r.departmentId')
    .distinct()
    .where('s.companyId', '=', w.companyId)
    .where('s.productId', '=', productId)
    .where('r.departmentId', 'is not', null)
    .execute();
  const departmentIds = departments.map((d) => d.departmentId!);
  if (departmentIds.length === 0) return;
  const last = asked.end ?? asked.start;
  const others = await w.tx
    .selectFrom('products as p')
    .innerJoin('processStatuses as s', 's.productId', 'p.id')
    .innerJoin('responsibilities as r', 'r.id', 's.responsibilityId')
    .select(['p.id', 'p.start', 'p.end', 'r.departmentId'])
    .distinct()
    .where('p.companyId', '=', w.companyId)
    .where('p.active', '=', 1)
    .where('p.doneStatus', '=', 0)
    .where('p.canceled', '=', 0)
    .where('p.id', '!=', productId)
    .where('p.start', 'is not', null)
    .where('p.start', '<=', last)
    .where((eb) => eb(eb.fn.coalesce('p.end', 'p.start'), '>=', asked.start))
    .where('r.departmentId', 'in', departmentIds)
    .execute();
  const loads: DepartmentLoad[] = departmentIds.map((departmentId) => ({
    departmentId,
    others: others.filter((o) => o.departmentId === departmentId).map((o) => ({ start: o.start!, end: o.end })),
  }));
  const refusal = capacityRefusal(asked, capacity, loads);
  if (refusal) throw refuse(refusal.message, 'start');
}
