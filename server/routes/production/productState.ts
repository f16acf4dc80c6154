import type { ProductState } from '../../../domain/production/plan.js';
import type { Actor } from '../../../domain/production/rules.js';
import { adminModeOf } from '../../../domain/production/rules.js';
import { STATUS } from '../../../domain/production/statuses.js';
import { isAdmin } from '../../../domain/permissions.js';
import type { Reader } from '../../entities/feedShape.js';
import type { Auth } from '../../http/access.js';

const withoutCompany = <R extends { companyId: string }>({ companyId: _c, ...row }: R): Omit<R, 'companyId'> => row;

/** A product's statuses and running segments, as the domain's rules read them. */
export async function loadProductState(db: Reader, companyId: string, productId: string): Promise<ProductState> {
  const [processes, materials, openTrackers] = await Promise.all([
    db.selectFrom('processStatuses').selectAll().where('companyId', '=', companyId).where('productId', '=', productId).orderBy('position').execute(),
    db.selectFrom('materialStatuses').selectAll().where('companyId', '=', companyId).where('productId', '=', productId).orderBy('position').execute(),
    db.selectFrom('trackers').selectAll().where('companyId', '=', companyId).where('productId', '=', productId).where('end', 'is', null).execute(),
  ]);
  return { processes: processes.map(withoutCompany), materials: materials.map(withoutCompany), openTrackers: openTrackers.map(withoutCompany) };
}

/** Whether the user holds a process or material in process other than `exceptId` ('Perfundoni procesin e nisur!'). */
export async function holdsOtherStartedWork(db: Reader, companyId: string, userId: string, exceptId: string): Promise<boolean> {
  const started = (table: 'processStatuses' | 'materialStatuses') =>
    db
      .selectFrom(table)
      .select('id')
      .where('companyId', '=', companyId)
      .where('userId', '=', userId)
      .where('statusId', '=', STATUS.inProcess)
      .where('id', '!=', exceptId)
      .limit(1)
      .executeTakeFirst();
  const [process, material] = await Promise.all([started('processStatuses'), started('materialStatuses')]);
  return process !== undefined || material !== undefined;
}

/** The departments the caller administers: none at a kiosk, where a worker is never an admin (issue 10). */
export async function administeredDepartments(db: Reader, auth: Auth): Promise<{ departmentId: string }[]> {
  if (auth.kiosk) return [];
  return db.selectFrom('userDepartments').select('departmentId').where('companyId', '=', auth.companyId).where('userId', '=', auth.userId).where('isAdmin', '=', 1).execute();
}

/** The caller as the rules see them, on a process of `responsibilityId` (its department decides a department admin's mode). */
export async function actorOf(db: Reader, auth: Auth, adminSwitch: boolean, responsibilityId: string): Promise<Actor> {
  const [own, adminDepartments, process] = await Promise.all([
    db.selectFrom('userResponsibilities').select('responsibilityId').where('companyId', '=', auth.companyId).where('userId', '=', auth.userId).execute(),
    administeredDepartments(db, auth),
    db.selectFrom('responsibilities').select('departmentId').where('companyId', '=', auth.companyId).where('id', '=', responsibilityId).executeTakeFirst(),
  ]);
  const user = { fullPrivileges: isAdmin(auth.permissions), adminDepartmentIds: new Set(adminDepartments.map((d) => d.departmentId)) };
  return {
    userId: auth.userId,
    responsibilityIds: new Set(own.map((r) => r.responsibilityId)),
    adminMode: adminModeOf(user, adminSwitch, process?.departmentId ?? null),
  };
}

/** The departments the caller works in (one of their processes) or administers. */
export async function departmentsOf(db: Reader, auth: Auth): Promise<Set<string>> {
  const [worked, administered] = await Promise.all([
    db
      .selectFrom('userResponsibilities as u')
      .innerJoin('responsibilities as r', 'r.id', 'u.responsibilityId')
      .select('r.departmentId')
      .where('u.companyId', '=', auth.companyId)
      .where('u.userId', '=', auth.userId)
      .execute(),
    administeredDepartments(db, auth),
  ]);
  return new Set([...worked, ...administered].flatMap((d) => (d.departmentId ? [d.departmentId] : [])));
}
