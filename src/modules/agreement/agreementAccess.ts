import { isAdmin, type PermissionMap } from '../../../domain/permissions.js';

/**
 * Who may open the agreement form (spec 000 §6): those who hold the
 * agreements module (or every module). An observer who holds it sees the
 * form without its save (canWriteModule); one who does not is sent back to
 * /dashboard/agreements.
 */
export const mayOpenAgreementForm = (p: PermissionMap): boolean => isAdmin(p) || p.agreements === true;
