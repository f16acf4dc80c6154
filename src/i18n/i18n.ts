import { i18n } from '@lingui/core';

export const LOCALES = { sq: 'Shqip', en: 'English', de: 'Deutsch' } as const;
export type Locale = keyof typeof LOCALES;
export const DEFAULT_LOCALE: Locale = 'sq';
const STORAGE_KEY = 'zanati.locale';

export function storedLocale(): Locale {
  const value = localStorage.getItem(STORAGE_KEY);
  return value && value in LOCALES ? (value as Locale) : DEFAULT_LOCALE;
}

/** Loads a catalog (compiled from .po by the Lingui Vite plugin) and makes it current; the choice is kept. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Record<string, string> };
  i18n.loadAndActivate({ locale, messages });
  localStorage.setItem(STORAGE_KEY, locale);
  document.documentElement.lang = locale;
}

export { i18n };
