import * as v from 'valibot';
import type { UploadRule } from '../files.js';
import { MSG } from '../messages.js';
import { MIRROR_MONTH_OPTIONS, MIRROR_MONTHS_DEFAULT } from '../mirror/window.js';
import { flag01, intFrom } from '../validation.js';
import { SETTINGS_MSG } from './messages.js';
import { OFFER_TEXT_COUNT, OFFER_TEXT_MAX } from './offerStandardTexts.js';

/**
 * The company's settings (issue 16 "Settings"): one row per company, what
 * every printed document's header shows, the offer's standard texts and the
 * map's tile server. Every device receives it (its PDFs are made offline).
 * A company that never saved them works with these; the document header
 * then falls back to the company's code, as before settings existed.
 */
export const COMPANY_SETTINGS_DEFAULTS = {
  companyName: '',
  address: '',
  phone: '',
  email: '',
  taxNumber: '',
  businessNumber: '',
  bankName: '',
  bankAccount: '',
  logoFileId: null,
  offerTexts: '[]',
  tileUrl: '',
  mirrorMonths: MIRROR_MONTHS_DEFAULT,
} as const;

/** The logo: one image, sent as the multipart field `logo`. */
export const LOGO_UPLOAD = { field: 'logo', accept: 'image' } as const satisfies UploadRule;

/** A text column: trimmed, blank kept as '' (the columns are never null). */
const text = (max: number) => v.optional(v.pipe(v.string(MSG.invalidValue), v.trim(), v.maxLength(max, MSG.tooLong)), '');

/** IBAN (ISO 13616): country, check digits, up to 30 letters or digits, and the remainder 1 of mod 97. Spaces are for reading only. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** A tile URL template Leaflet fills: https only (the PWA is served over https), with all three of {z}, {x} and {y}. */
export const isTileUrl = (value: string): boolean => /^https:\/\/[^/\s]+\/\S*$/i.test(value) && ['{z}', '{x}', '{y}'].every((p) => value.includes(p));

export const companySettingsBody = v.object({
  companyName: v.pipe(v.string(SETTINGS_MSG.companyNameRequired), v.trim(), v.nonEmpty(SETTINGS_MSG.companyNameRequired), v.maxLength(200, MSG.tooLong)),
  /** Lines of the address, one per line as printed. */
  address: v.optional(v.pipe(v.string(MSG.invalidValue), v.trim(), v.maxLength(500, MSG.tooLong), v.check((s) => s.split('\n').length <= 4, MSG.tooLong)), ''),
  phone: text(50),
  email: v.optional(v.pipe(v.string(MSG.invalidEmail), v.trim(), v.maxLength(200, MSG.tooLong), v.check((s) => s === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s), MSG.invalidEmail)), ''),
  /** NUI (Kosovo) or NIPT (Albania). */
  taxNumber: text(50),
  businessNumber: text(50),
  bankName: text(100),
  /** Kept as typed (grouped in fours for reading), checked as an IBAN. */
  bankAccount: v.optional(v.pipe(v.string(SETTINGS_MSG.invalidIban), v.trim(), v.check((s) => s === '' || isIban(s), SETTINGS_MSG.invalidIban)), ''),
  /** One text per standard paragraph, '' for the spec's words; stored as the JSON list the row carries. */
  offerTexts: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(MSG.invalidValue), v.trim(), v.maxLength(OFFER_TEXT_MAX, MSG.tooLong)), SETTINGS_MSG.offerTextsCount),
      v.length(OFFER_TEXT_COUNT, SETTINGS_MSG.offerTextsCount),
      v.transform((texts) => JSON.stringify(texts)),
    ),
  ),
  /** '' keeps the build's tile server (VITE_TILE_URL, else OpenStreetMap). */
  tileUrl: v.optional(v.pipe(v.string(SETTINGS_MSG.invalidTileUrl), v.trim(), v.maxLength(500, MSG.tooLong), v.check((s) => s === '' || isTileUrl(s), SETTINGS_MSG.invalidTileUrl)), ''),
  /** How many months of finished work the devices keep (domain/mirror/window.ts). */
  mirrorMonths: v.optional(v.pipe(intFrom(SETTINGS_MSG.invalidMirrorMonths), v.picklist(MIRROR_MONTH_OPTIONS, SETTINGS_MSG.invalidMirrorMonths)), MIRROR_MONTHS_DEFAULT),
  /** 1 removes the logo (a new `logo` file replaces it without this). */
  removeLogo: v.optional(flag01),
});

/** What the settings save stores, besides the logo. */
export type CompanySettingsInput = v.InferOutput<typeof companySettingsBody>;
