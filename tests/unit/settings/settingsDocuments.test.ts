// @vitest-environment node
import { i18n, setupI18n } from '@lingui/core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { isIban, isTileUrl } from '../../../domain/settings/companySettings.js';
import { OFFER_STANDARD_TEXTS, ownOfferTexts } from '../../../domain/settings/offerStandardTexts.js';
import { companyHeaderTexts, companyLines, type CompanySettingsRow } from '../../../src/app/documents/companyHeader';
import { documentPdf } from '../../../src/app/documents/documentPdf';
import { OFFER_STANDARD_MESSAGES } from '../../../src/app/documents/offerStandardTexts';
import { offerDocument, type OfferPrint } from '../../../src/modules/offer/print/offerDocument';
import { offerTexts } from '../../../src/modules/offer/print/offerTexts';
import { draftOf, inputOf } from '../../../src/modules/settings/settingsDraft';
import { pngBytes } from '../../fixtures/files.js';

const settings = (over: Partial<CompanySettingsRow> = {}): CompanySettingsRow => ({
  id: '0190aaaa-bbbb-7ccc-8ddd-000000000001',
  companyName: 'Mobileria Zanati',
  address: 'Rruga B 4\n10000 Prishtine',
  phone: '+383 44 000 111',
  email: 'zyra@zanati.example',
  taxNumber: '811000111',
  businessNumber: '810000222',
  bankName: 'Banka Ekonomike',
  bankAccount: 'XK05 1212 0123 4567 8906',
  logoFileId: null,
  offerTexts: '[]',
  tileUrl: '',
  mirrorMonths: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const offer = (company: OfferPrint['company']): OfferPrint => ({
  id: '0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee',
  company,
  number: 42,
  date: '2026-03-01',
  client: { name: 'Arta Krasniqi', address: '', phone: '', fiscalNumber: '' },
  project: 'Kuzhina',
  paymentDeadline: '',
  accountNumber: '',
  fields: [],
  addition: '',
  conditions: [],
  lines: [],
  discountType: 0,
  discountValue: 0,
});

async function pdfTextOf(blob: Blob): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await blob.arrayBuffer()), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) pages.push((await (await pdf.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
  await pdf.destroy();
  return pages.join(' ');
}

const english = async () => setupI18n({ locale: 'en', messages: { en: ((await import('../../../src/locales/en/messages.po')) as { messages: Record<string, string> }).messages } });

describe('the offer standard texts (spec 000 §9)', () => {
  it('default to the spec’s words, and the PWA’s Lingui twins say the same words', () => {
    expect(OFFER_STANDARD_TEXTS).toEqual([
      '50% e vleres paguhet me pranimin e ofertes.',
      '50% e vleres paguhet 2 dite para dergeses.',
      'Oferta eshte e vlefshme 30 dite nga data e saj.',
      'Verejtje: prodhimi zgjat 15 dite pune dhe fillon pasi klienti te kete paguar 50%.',
      'Montimi i kuzhines nuk perfshin lidhjen e pajisjeve elektrike, te ujit dhe te gypit te ventilimit. Montimi i mobilieve eshte pa pagese.',
    ]);
    expect(OFFER_STANDARD_MESSAGES.map((m) => m.message)).toEqual([...OFFER_STANDARD_TEXTS]);
  });

  it('print the company’s own paragraph where it wrote one, the spec’s in the reader’s language elsewhere', async () => {
    const stored = JSON.stringify(['', 'Pagesa e dyte ne diten e dergeses.', '', '', '']);
    expect(offerTexts(i18n, stored).standard).toEqual([OFFER_STANDARD_TEXTS[0], 'Pagesa e dyte ne diten e dergeses.', ...OFFER_STANDARD_TEXTS.slice(2)]);
    const en = offerTexts(await english(), stored).standard;
    expect(en[0]).toBe('50% paid on receipt of the offer.');
    expect(en[1]).toBe('Pagesa e dyte ne diten e dergeses.');
  });

  it('read a row that holds no list, or too short a one, as the spec’s words', () => {
    expect(ownOfferTexts('nonsense')).toEqual(['', '', '', '', '']);
    expect(ownOfferTexts('["Vetem e para"]')).toEqual(['Vetem e para', '', '', '', '']);
  });

  it('are sent as "" when the form leaves the spec’s words, in Albanian or the reader’s language, so every reader keeps reading them in theirs', async () => {
    const en = await english();
    const defaults = OFFER_STANDARD_MESSAGES.map((m) => en._(m));
    const draft = draftOf(null, defaults);
    expect(draft.offerTexts).toEqual(defaults);
    const typed = [defaults[0]!, 'Our own second paragraph.', OFFER_STANDARD_TEXTS[2], '  ', defaults[4]!];
    expect(inputOf({ ...draft, offerTexts: typed }, defaults).offerTexts).toEqual(['', 'Our own second paragraph.', '', '', '']);
  });
});

describe('the company header', () => {
  const texts = companyHeaderTexts(i18n);

  it('shows name, address lines, contact, tax and bank details from the settings', () => {
    expect(companyLines(settings(), 'demo', texts)).toEqual([
      'Mobileria Zanati',
      'Rruga B 4',
      '10000 Prishtine',
      '+383 44 000 111 · zyra@zanati.example',
      'NUI/NIPT: 811000111 · Nr. i biznesit: 810000222',
      'Banka Ekonomike · IBAN: XK05 1212 0123 4567 8906',
    ]);
  });

  it('names the company by its code before any settings, or when they hold no name; empty fields leave no line', () => {
    expect(companyLines(null, 'demo', texts)).toEqual(['demo']);
    expect(companyLines(settings({ companyName: ' ', address: '', phone: '', email: '', taxNumber: '', bankName: '' }), 'demo', texts)).toEqual(['demo', 'Nr. i biznesit: 810000222', 'IBAN: XK05 1212 0123 4567 8906']);
  });

  it('goes on the offer’s document and into its PDF with the logo', async () => {
    const logo = new Blob([new Uint8Array(pngBytes())], { type: 'image/png' });
    const d = offerDocument(offer({ lines: companyLines(settings(), 'demo', texts), logo }), offerTexts(i18n, '[]'));
    expect(d.company[0]).toBe('Mobileria Zanati');
    expect(d.logo).toBe(logo);
    const blob = await documentPdf(d);
    const text = await pdfTextOf(blob);
    for (const part of ['Mobileria Zanati', '10000 Prishtine', 'NUI/NIPT: 811000111', 'IBAN: XK05 1212 0123 4567 8906']) expect(text).toContain(part);
    const bytes = new TextDecoder('latin1').decode(new Uint8Array(await blob.arrayBuffer()));
    expect(bytes).toContain('/Subtype /Image');
    // Without a logo the header is drawn as before: no image in the file.
    const plain = new TextDecoder('latin1').decode(new Uint8Array(await (await documentPdf({ ...d, logo: null })).arrayBuffer()));
    expect(plain).not.toContain('/Subtype /Image');
  });
});

describe('the settings’ rules', () => {
  it('take an IBAN by its check digits, spaces or not', () => {
    expect(isIban('XK05 1212 0123 4567 8906')).toBe(true);
    expect(isIban('xk051212012345678906')).toBe(true);
    expect(isIban('XK06 1212 0123 4567 8906')).toBe(false);
    expect(isIban('1212 0123')).toBe(false);
  });

  it('take a tile server over https with {z}, {x} and {y}', () => {
    expect(isTileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isTileUrl('https://{s}.tiles.example/{z}/{x}/{y}@2x.png')).toBe(true);
    expect(isTileUrl('http://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(false);
    expect(isTileUrl('https://tile.openstreetmap.org/{z}/{x}.png')).toBe(false);
    expect(isTileUrl('javascript:alert(1)//{z}{x}{y}')).toBe(false);
  });
});

describe('the tile server', () => {
  it('is the company’s when its settings name one, else the build’s (OpenStreetMap here)', async () => {
    const { configuredTileUrl, setCompanyTileUrl } = await import('../../../src/ui/mapDefaults');
    const { DEFAULT_TILE_URL, tilePrefetchAllowed } = await import('../../../domain/mapTiles.js');
    setCompanyTileUrl('https://tiles.zanati.example/{z}/{x}/{y}.png');
    expect(configuredTileUrl()).toBe('https://tiles.zanati.example/{z}/{x}/{y}.png');
    // The company's own server may be fetched ahead; OpenStreetMap's never (its tile policy), as before.
    expect(tilePrefetchAllowed(configuredTileUrl())).toBe(true);
    setCompanyTileUrl('');
    expect(configuredTileUrl()).toBe(DEFAULT_TILE_URL);
    expect(tilePrefetchAllowed(configuredTileUrl())).toBe(false);
  });
});
