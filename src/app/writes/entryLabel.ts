import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';

/** The Dexie tables the admin screens write. */
export type AdminEntity =
  | 'users'
  | 'responsibilities'
  | 'departments'
  | 'equipment'
  | 'units'
  | 'articles'
  | 'articleTypes'
  | 'suppliers'
  | 'colorPalettes'
  | 'offerFields'
  | 'offerConditions'
  | 'impressionQuestions'
  | 'materials'
  | 'productionSettings'
  | 'measurementTemplates';

export type WriteAction = 'create' | 'update' | 'delete';

/**
 * What a queued admin write is, as the pending-changes screen lists it. Stored
 * as a descriptor with values, so it reads in whatever language is chosen when
 * the list is shown.
 */
export function entryLabel(action: WriteAction, entity: AdminEntity, name: string): MessageDescriptor {
  return msg`${select(action, { create: 'Shtim', update: 'Ndryshim', delete: 'Fshirje', other: 'Ndryshim' })} — ${select(entity, {
    users: 'perdorues',
    responsibilities: 'proces',
    departments: 'repart',
    equipment: 'pajisje',
    units: 'njesi',
    articles: 'artikull',
    articleTypes: 'tip artikulli',
    suppliers: 'furnitor',
    colorPalettes: 'ngjyre',
    offerFields: 'fushe oferte',
    offerConditions: 'kusht oferte',
    impressionQuestions: 'pyetje pershtypjeje',
    materials: 'material',
    productionSettings: 'parametrat e prodhimit',
    measurementTemplates: 'shabllon matjeje',
    other: 'te dhena',
  })}: ${name}`;
}
