import { MIRROR_MONTHS_DEFAULT } from '../../../domain/mirror/window.js';
import { OFFER_STANDARD_TEXTS, ownOfferTexts } from '../../../domain/settings/offerStandardTexts.js';
import type { CompanySettingsRow } from '../../app/documents/companyHeader';

/** The settings form as typed; the logo travels beside it (a File is no draft to keep in an outbox entry's form data). */
export interface SettingsDraft {
  companyName: string;
  address: string;
  phone: string;
  email: string;
  taxNumber: string;
  businessNumber: string;
  bankName: string;
  bankAccount: string;
  tileUrl: string;
  /** Months of finished work the devices keep (domain/mirror/window.ts). */
  mirrorMonths: number;
  /** One text per standard paragraph, shown with the spec's words where the company has none of its own. */
  offerTexts: string[];
  removeLogo: boolean;
}

const TEXT_KEYS = ['companyName', 'address', 'phone', 'email', 'taxNumber', 'businessNumber', 'bankName', 'bankAccount', 'tileUrl'] as const;

/** The form's start from the row (or nothing saved yet), the spec's paragraphs in the reader's language (`defaults`) where the row has none. */
export function draftOf(row: CompanySettingsRow | null, defaults: readonly string[]): SettingsDraft {
  const own = ownOfferTexts(row?.offerTexts ?? '[]');
  return {
    ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, row?.[k] ?? ''])) as Record<(typeof TEXT_KEYS)[number], string>),
    mirrorMonths: row?.mirrorMonths ?? MIRROR_MONTHS_DEFAULT,
    offerTexts: own.map((text, i) => text || (defaults[i] ?? '')),
    removeLogo: false,
  };
}

export function isSettingsDraft(value: unknown): value is SettingsDraft {
  const d = value as Partial<Record<string, unknown>> | null;
  return typeof d === 'object' && d !== null && TEXT_KEYS.every((k) => typeof d[k] === 'string') && typeof d.mirrorMonths === 'number' && Array.isArray(d.offerTexts) && typeof d.removeLogo === 'boolean';
}

/**
 * A paragraph left with the spec's words — in the reader's language or the
 * spec's Albanian — is sent as '' so it keeps printing the spec's words in
 * every reader's language; a blank one goes back to them too.
 */
export const ownTextOf = (text: string, i: number, defaults: readonly string[]): string => {
  const typed = text.trim();
  return typed === (defaults[i] ?? '').trim() || typed === OFFER_STANDARD_TEXTS[i] ? '' : typed;
};

/** What the form sends (SETTINGS_ENDPOINTS.save's input). */
export const inputOf = ({ removeLogo, offerTexts, ...texts }: SettingsDraft, defaults: readonly string[]) => ({
  ...texts,
  offerTexts: offerTexts.map((text, i) => ownTextOf(text, i, defaults)),
  ...(removeLogo ? { removeLogo: 1 } : {}),
});
