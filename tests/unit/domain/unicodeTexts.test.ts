// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { foldName, nameTaken, sameName } from '../../../domain/admin/names.js';
import { normalizeText } from '../../../domain/text/normalizeText.js';

const DECOMPOSED = 'Cafe\u0301';
const INVISIBLES: [string, string][] = [
  ['soft hyphen', '\u00AD'],
  ['Arabic letter mark', '\u061C'],
  ['Mongolian vowel separator', '\u180E'],
  ['zero-width space', '\u200B'],
  ['zero-width non-joiner', '\u200C'],
  ['zero-width joiner', '\u200D'],
  ['left-to-right mark', '\u200E'],
  ['right-to-left mark', '\u200F'],
  ['left-to-right embedding', '\u202A'],
  ['right-to-left override', '\u202E'],
  ['word joiner', '\u2060'],
  ['invisible plus', '\u2064'],
  ['left-to-right isolate', '\u2066'],
  ['pop directional isolate', '\u2069'],
  ['zero-width no-break space', '\uFEFF'],
];

describe('normalizeText: the one stored spelling', () => {
  test('composes accents typed as a letter and a combining mark', () => {
    expect(normalizeText(DECOMPOSED)).toBe('Café');
    expect(normalizeText(DECOMPOSED)).toHaveLength(4);
  });

  test.each(INVISIBLES)('drops the %s, inside and around the text', (_, mark) => {
    expect(normalizeText(`Ca${mark}fé`)).toBe('Café');
    expect(normalizeText(`${mark} Café ${mark}`)).toBe('Café');
  });

  test('composes a letter and its accent that an invisible mark kept apart', () => {
    expect(normalizeText('Cafe\u200B\u0301')).toBe('Café');
  });

  test('keeps what draws differently: inner spaces, emoji variation selectors, compatibility letters', () => {
    expect(normalizeText(' Njesi  e re ')).toBe('Njesi  e re');
    expect(normalizeText('\u2764\uFE0F')).toBe('\u2764\uFE0F');
    expect(normalizeText('m²')).toBe('m²');
  });
});

describe('foldName: the key unique texts are compared by', () => {
  test('folds accented capitals, which SQL lower() on SQLite leaves alone', () => {
    expect(foldName('Çprobe')).toBe('çprobe');
    expect(foldName('ÇPROBE')).toBe('çprobe');
    expect(foldName('ËNDËRR')).toBe('ëndërr');
  });

  test('folds case fully: ß and SS, long s, ligatures, final sigma, Kelvin sign', () => {
    expect(foldName('Straße')).toBe(foldName('STRASSE'));
    expect(foldName('ſtil')).toBe(foldName('Stil'));
    expect(foldName('ﬁll')).toBe(foldName('FILL'));
    expect(foldName('ΟΔΟΣ')).toBe(foldName('οδοσ'));
    expect(foldName('\u212Aabel')).toBe(foldName('kabel'));
  });

  test('folds composed and decomposed spellings, and invisible marks, alike', () => {
    expect(foldName(DECOMPOSED)).toBe(foldName('café'));
    for (const [, mark] of INVISIBLES) expect(foldName(`Ca${mark}fé`), JSON.stringify(mark)).toBe('café');
  });

  test('is composed and a fixed point: folding a key again changes nothing', () => {
    for (const text of ['Straße', DECOMPOSED, 'ǰ', 'İstanbul', 'ΟΔΟΣ', 'Çelik']) {
      const key = foldName(text);
      expect(key.normalize('NFC')).toBe(key);
      expect(foldName(key)).toBe(key);
    }
  });

  test('keeps different letters apart', () => {
    expect(sameName('Çelik', 'Celik')).toBe(false);
    expect(sameName('Ëmri', 'Emri')).toBe(false);
  });

  test('is what the PWA’s early duplicate check compares', () => {
    const rows = [{ id: 'a', name: 'Café' }];
    expect(nameTaken(rows, (r) => r.name, `${DECOMPOSED}\u200B`)).toBe(true);
    expect(nameTaken(rows, (r) => r.name, 'CAFÉ', 'a')).toBe(false);
  });
});
