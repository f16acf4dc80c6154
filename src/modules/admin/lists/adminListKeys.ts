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

/**
 * The admin screens with routes of their own (spec 001 §2 "Admin"): the users'
 * list and form, and the audit log. Their fixed paths rank above `$list`, so
 * they never reach the lookup-list page; they sit beside the lists in the side
 * navigation and on the dashboard.
 */
export const ADMIN_SCREENS = {
  'all-users': msg`Perdoruesit`,
  'create-user': msg`Krijo perdorues`,
  'audit-log': msg`Regjistri i auditimit`,
} as const satisfies Record<string, MessageDescriptor>;

export type AdminScreenKey = keyof typeof ADMIN_SCREENS;
export type AdminPageKey = AdminListKey | AdminScreenKey;

/** Every admin page in the order the navigation and the dashboard list them: users first, the lists, then the audit log. */
export const ADMIN_PAGE_KEYS: readonly AdminPageKey[] = ['all-users', 'create-user', ...ADMIN_LIST_KEYS, 'audit-log'];

export function adminPageTitle(key: AdminPageKey): MessageDescriptor {
  return key in ADMIN_SCREENS ? ADMIN_SCREENS[key as AdminScreenKey] : ADMIN_LISTS[key as AdminListKey];
}

/** The route of an admin page; a plain string, since the lists share one `$list` route. */
export const adminPagePath = (key: AdminPageKey): string => `/admin/${key}`;
