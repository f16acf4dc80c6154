import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RowOf } from '../../../domain/entities.js';
import type { ZanatiDb } from '../../local';
import { storedFileBlob } from '../files/storedFileBlob';
import { documentTexts } from './documentTexts';

export type CompanySettingsRow = RowOf<'companySettings'>;

/** What every document's header shows of the company: its lines (name first) and its logo. */
export interface CompanyHeader {
  lines: string[];
  logo: Blob | null;
}

const LABELS = {
  taxNumber: msg`NUI/NIPT`,
  businessNumber: msg`Nr. i biznesit`,
  bankAccount: msg`IBAN`,
} satisfies Record<string, MessageDescriptor>;

export type CompanyHeaderTexts = Record<keyof typeof LABELS, string>;

export const companyHeaderTexts = (i18n: I18n): CompanyHeaderTexts => documentTexts(i18n, LABELS);

const joined = (...parts: string[]): string => parts.filter((p) => p.trim() !== '').join(' · ');

/**
 * The header's lines from the company's settings (issue 16): name, address
 * lines, phone and email, tax and business numbers, bank. Before the
 * settings are saved (or with no name in them) the company is named by
 * `fallback` — its code, which the device knows, as documents did before.
 */
export function companyLines(settings: CompanySettingsRow | null, fallback: string, texts: CompanyHeaderTexts): string[] {
  if (!settings) return [fallback];
  const lines = [
    settings.companyName.trim() || fallback,
    ...settings.address.split('\n'),
    joined(settings.phone, settings.email),
    joined(settings.taxNumber && `${texts.taxNumber}: ${settings.taxNumber}`, settings.businessNumber && `${texts.businessNumber}: ${settings.businessNumber}`),
    joined(settings.bankName, settings.bankAccount && `${texts.bankAccount}: ${settings.bankAccount}`),
  ];
  return lines.map((l) => l.trim()).filter((l) => l !== '');
}

/** The company's settings row on this device; null before the first save reached it. */
export const readCompanySettings = async (db: ZanatiDb): Promise<CompanySettingsRow | null> => (await db.companySettings.toArray())[0] ?? null;

/**
 * The header as a document prints it, from the device's mirror and its copy
 * of the logo (fetched with signal when the device has none; without either
 * the header has no logo, as before settings existed).
 */
export async function readCompanyHeader(db: ZanatiDb, i18n: I18n, fallback: string, settings?: CompanySettingsRow | null): Promise<CompanyHeader> {
  const row = settings === undefined ? await readCompanySettings(db) : settings;
  return {
    lines: companyLines(row, fallback, companyHeaderTexts(i18n)),
    logo: row?.logoFileId ? await storedFileBlob(row.logoFileId) : null,
  };
}
