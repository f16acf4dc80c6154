/**
 * A module area's menu link (the row of pills above the transport,
 * warehouse and service screens): 44 px tall, one scrolling row on a phone,
 * the current page filled.
 */
export const AREA_LINK_CLASS =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-md border border-slate-300 bg-white px-3 text-base font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

/** The menu's own box: one scrolling row on a phone, wrapped from tablets up; not printed. */
export const AREA_NAV_CLASS = 'no-print -mx-1 mb-4 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible';
