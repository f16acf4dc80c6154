import * as v from 'valibot';
import { MSG } from '../messages.js';
import { idField, intFrom, optionalText } from '../validation.js';
import { optionalId } from '../admin/lookups.js';
import { PRODUCTION_MSG } from './messages.js';
import { PAUSE_REASONS, SETTABLE_STATUSES, STATUS_TYPES } from './statuses.js';

/** Comments are a sentence or two on a workshop tablet; the spec's 255 would cut a late reason short. */
const COMMENT_MAX = 1000;
const comment = optionalText(COMMENT_MAX);

/** Nothing chosen is the form's own message (§5), any other value is not a status. */
const chosenStatus = v.optional(v.pipe(intFrom(), v.picklist(SETTABLE_STATUSES, MSG.invalidValue)));

/**
 * What every status change carries besides its fields: the board's Admin
 * switch (the server decides what it grants), when the worker acted (a change
 * made offline keeps its time; the server holds it between the timer's last
 * moment and its own clock), and the id of the timer segment the change
 * opens, made by the device like every id (SYNC.md O13), so the optimistic
 * segment and the stored one are the same row.
 */
const acting = {
  adminMode: v.optional(v.boolean(MSG.invalidValue), false),
  at: v.optional(v.pipe(v.string(MSG.invalidValue), v.isoTimestamp(MSG.invalidValue))),
  trackerId: v.optional(idField()),
};

const statusFields = {
  productId: idField(),
  responsibilityId: idField(),
  responsibilityStatusId: chosenStatus,
  warning: comment,
  adminWarning: comment,
  otherComment: comment,
  ...acting,
};

/**
 * POST responsibilities/clients/statuses (spec 001 §7): a process's status;
 * with `materialId`, one of its materials' (the archives' return sends
 * that); `{ productId, active: 0 }` makes the product passive instead.
 */
export const processStatusBody = v.pipe(
  v.object({
    ...statusFields,
    responsibilityId: v.optional(idField()),
    materialId: v.optional(v.nullable(idField())),
    active: v.optional(v.pipe(intFrom(), v.literal(0, MSG.invalidValue))),
  }),
  v.forward(
    v.check((b) => b.active === 0 || b.responsibilityId !== undefined, MSG.invalidValue),
    ['responsibilityId'],
  ),
);

/** POST responsibilities/clients/material/statuses: one material status of the product's process, by material or temporary material. */
export const materialStatusBody = v.pipe(
  v.object({
    ...statusFields,
    materialId: v.optional(v.nullable(idField())),
    temporaryMaterialId: v.optional(v.nullable(idField())),
  }),
  v.check((b) => (b.materialId ?? null) !== null || (b.temporaryMaterialId ?? null) !== null, MSG.invalidValue),
);

/** POST update-status/user-availability. */
export const availabilityBody = v.object({ productId: idField(), responsibilityId: idField() });

const materialName = v.pipe(v.string(PRODUCTION_MSG.temporaryMaterialName), v.trim(), v.nonEmpty(PRODUCTION_MSG.temporaryMaterialName), v.maxLength(255, MSG.tooLong));

/** POST material-status: a temporary material named on the spot for one process of a product. */
export const temporaryMaterialBody = v.object({ productId: idField(), responsibilityId: idField(), materialName });

/** POST material-status/{id}: a new name; the spec sends responsibilityStatusId 2 with it, and the edit sets 2 whatever is sent. */
export const temporaryMaterialEditBody = v.object({ materialName, responsibilityStatusId: v.optional(v.unknown()) });

const statusRef = { statusType: v.picklist(STATUS_TYPES, MSG.invalidValue), statusRefId: idField(), ...acting };

/** POST trackers: start the work of a process or material status (status 4). */
export const trackerStartBody = v.object(statusRef);

/** POST trackers/tracker: pause with a reason (5–8; 8 with its text), or resume with no reason. */
export const trackerPauseBody = v.object({
  ...statusRef,
  pauseStatusId: v.optional(v.nullable(v.pipe(intFrom(), v.picklist(PAUSE_REASONS, MSG.invalidValue)))),
  otherComment: comment,
});

/** POST trackers/{id}: end the work the segment belongs to (status 1). */
export const trackerEndBody = v.object(acting);

/** POST clients/move-product-to-warehouse. */
export const moveToWarehouseBody = v.object({ productId: idField(), clientId: idField(), moduleId: v.optional(v.pipe(intFrom(), v.literal(5, MSG.invalidValue))) });

/** POST project-blueprint (multipart): the files come as `blueprint[]`; a blueprint of the whole project has no product (form-data sends it empty). */
export const blueprintBody = v.object({ projectId: idField(), productId: optionalId });
