import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The admin lookup screens of spec 001 §2 "Admin", keyed by their route
 * segment, with the title the admin dashboard, the side navigation and the
 * page header show. Article types are the list the article form's type select
 * reads (spec 000 §1 "articles and article types").
 */
export const ADMIN_LISTS = {
  responsibilities: msg`Proceset`,
  departments: msg`Repartet`,
  equipments: msg`Pajisjet`,
  units: msg`Njesite`,
  articles: msg`Artikujt`,
  'article-types': msg`Tipet e artikujve`,
  suppliers: msg`Furnitoret`,
  'color-palettes': msg`Paleta e ngjyrave`,
  'offer-fields': msg`Fushat e ofertes`,
  'offer-conditions': msg`Kushtet e ofertes`,
  'impression-questions': msg`Pyetjet e pershtypjeve`,
  materials: msg`Materialet`,
  'production-settings': msg`Parametrat e prodhimit`,
  'measurement-sketch-templates': msg`Shabllonet e skicave te matjes`,
} as const satisfies Record<string, MessageDescriptor>;

export type AdminListKey = keyof typeof ADMIN_LISTS;
export const ADMIN_LIST_KEYS = Object.keys(ADMIN_LISTS) as AdminListKey[];

export function isAdminListKey(value: string): value is AdminListKey {
  return (ADMIN_LIST_KEYS as readonly string[]).includes(value);
}
