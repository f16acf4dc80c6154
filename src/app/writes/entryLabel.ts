import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EntityName } from '../../../domain/entities.js';
import type { WriteLabel } from '../../local';
import type { ClientModule } from '../moduleKit';
import { CLIENT_MODULES } from '../modules';

export type WriteAction = WriteLabel['action'];

const ACTIONS: Record<WriteAction, MessageDescriptor> = {
  create: msg`Shtim`,
  update: msg`Ndryshim`,
  delete: msg`Fshirje`,
};

let nouns: Map<EntityName, MessageDescriptor> | null = null;

/** The noun a module declares for its entity; an entity no module names is a mistake, not 'te dhena'. */
export function nounOf(entity: EntityName): MessageDescriptor {
  nouns ??= new Map((CLIENT_MODULES as readonly ClientModule[]).flatMap((m) => Object.entries(m.nouns ?? {}) as [EntityName, MessageDescriptor][]));
  const noun = nouns.get(entity);
  if (!noun) throw new Error(`no module declares a noun for ${entity} (src/modules/<module>/module.ts)`);
  return noun;
}

/**
 * What a queued write is, as the pending-changes screen lists it: kept as data
 * (action, entity, the row's name), so it reads in whatever language is chosen
 * when the list is shown, with the noun its module declares.
 */
export function entryLabel(action: WriteAction, entity: EntityName, name: string): WriteLabel {
  nounOf(entity);
  return { action, entity, name };
}

const isWriteLabel = (label: unknown): label is WriteLabel =>
  typeof label === 'object' && label !== null && 'action' in label && 'entity' in label && 'name' in label;

/** A stored label in the reader's language: a write's label, a descriptor, or plain text. */
export function labelText(i18n: I18n, label: WriteLabel | MessageDescriptor | string): string {
  if (typeof label === 'string') return label;
  if (!isWriteLabel(label)) return i18n._(label);
  const action = i18n._(ACTIONS[label.action]);
  const noun = i18n._(nounOf(label.entity));
  const { name } = label;
  return i18n._(msg`${action} — ${noun}: ${name}`);
}
