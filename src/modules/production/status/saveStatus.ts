import { newId } from '../../../../domain/ids.js';
import { isRefusal, planStatusChange } from '../../../../domain/production/plan.js';
import type { Actor, Refusal, StatusRequest } from '../../../../domain/production/rules.js';
import type { ZanatiDb } from '../../../local';
import { saveThroughOutbox } from '../../../app/writes/outboxDraft';
import type { StatusDraft } from './statusDraft';
import { holdsOtherStartedWork, localProductState } from './localProductState';
import { statusCommand } from './statusCommand';

/** A box of the board: a process of a product, or one of its materials. */
export interface BoxRef {
  kind: 'process' | 'material';
  statusId: string;
  productId: string;
  responsibilityId: string;
  materialId: string | null;
  temporaryMaterialId: string | null;
  name: string;
}

/** Where a refused status change reopens: the board, with its modal on the box and what was typed (the pending-changes' Edit). */
export const STATUS_FORM_PATH = '/dashboard/production/create';

export interface StatusCorrection {
  box: BoxRef;
  draft: StatusDraft;
}

export function isStatusCorrection(data: unknown): data is StatusCorrection {
  const d = data as Partial<StatusCorrection> | null;
  return typeof d === 'object' && d !== null && typeof d.box?.statusId === 'string' && typeof d.draft === 'object' && d.draft !== null;
}

/**
 * Saves a status change through the outbox, after the domain's own rules
 * (the server checks them again): refused here with the rule's message, or
 * queued with its optimistic rows, offline as online — or, `correcting` a
 * refused entry, in its place. Returns the refusal, or null when queued.
 */
export async function saveStatus(db: ZanatiDb, actor: Actor, box: BoxRef, draft: StatusDraft, request: StatusRequest, correcting: string | null = null): Promise<Refusal | null> {
  const at = new Date().toISOString();
  const trackerId = newId();
  const [product, busy] = await Promise.all([localProductState(db, box.productId), holdsOtherStartedWork(db, actor.userId, box.statusId)]);
  const plan = planStatusChange(actor, product, { kind: box.kind, id: box.statusId, request, at, trackerId }, busy);
  if (isRefusal(plan)) return plan;
  await saveThroughOutbox(
    db,
    statusCommand(
      {
        kind: box.kind,
        productId: box.productId,
        responsibilityId: box.responsibilityId,
        materialId: box.materialId,
        temporaryMaterialId: box.temporaryMaterialId,
        request: { ...request, statusId: request.statusId! },
        adminMode: actor.adminMode,
        at,
        trackerId,
        name: box.name,
      },
      plan,
      { to: STATUS_FORM_PATH, data: { box, draft } satisfies StatusCorrection as unknown as Record<string, unknown> },
    ),
    correcting,
  );
  return null;
}
