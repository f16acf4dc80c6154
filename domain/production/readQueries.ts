import * as v from 'valibot';
import { idField } from '../validation.js';

/** GET products/responsibility-and-status (spec 001 §7). previousResponsibilityId is accepted and not needed: the server knows the chain. */
export const processInfoQuery = v.object({ productId: idField(), responsibilityId: idField(), previousResponsibilityId: v.optional(v.string()) });

/** GET clients/materials/statuses?productId. */
export const productMaterialsQuery = v.object({ productId: idField() });

/** GET products/responsibilities-materials?productId&responsibilityId. */
export const processMaterialsQuery = v.object({ productId: idField(), responsibilityId: idField() });
