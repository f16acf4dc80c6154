// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every visible string is in Albanian (the source), English and German
 * (issue 16: "a test fails when a catalogue has a missing translation").
 * Reads the .po catalogues Lingui writes: an entry whose msgstr is empty is
 * a string the user would see in Albanian while the app speaks another
 * language.
 */

const LOCALES = path.resolve(import.meta.dirname, '../../../src/locales');

interface Entry {
  context: string | null;
  id: string;
  translation: string;
}

/** The quoted text of a line and the quoted lines that continue it. */
function quoted(lines: readonly string[], from: number, keyword: string): { text: string; next: number } {
  let text = JSON.parse(lines[from]!.slice(keyword.length + 1)) as string;
  let next = from + 1;
  while (next < lines.length && lines[next]!.startsWith('"')) text += JSON.parse(lines[next++]!) as string;
  return { text, next };
}

function catalogueEntries(po: string): Entry[] {
  const entries: Entry[] = [];
  for (const block of po.split(/\n{2,}/)) {
    const lines = block.split('\n').filter((l) => !l.startsWith('#'));
    let context: string | null = null;
    let id: string | null = null;
    let translation = '';
    for (let i = 0; i < lines.length; ) {
      const line = lines[i]!;
      const keyword = ['msgctxt', 'msgid', 'msgstr'].find((k) => line.startsWith(`${k} "`));
      if (!keyword) {
        i++;
        continue;
      }
      const { text, next } = quoted(lines, i, keyword);
      if (keyword === 'msgctxt') context = text;
      else if (keyword === 'msgid') id = text;
      else translation = text;
      i = next;
    }
    // The header (msgid "") is the catalogue's own.
    if (id) entries.push({ context, id, translation });
  }
  return entries;
}

const read = (locale: string) => catalogueEntries(fs.readFileSync(path.join(LOCALES, locale, 'messages.po'), 'utf8'));
const keyOf = (e: Entry) => `${e.context ?? ''}\u0004${e.id}`;

describe('the language catalogues', () => {
  const source = read('sq');

  it('read what Lingui writes: an entry with a context, one continued over lines, the header left out', () => {
    const po = 'msgid ""\nmsgstr ""\n"Language: en\\n"\n\n#: a.tsx\nmsgctxt "outbox entry"\nmsgid "Ruaj"\nmsgstr "Save"\n\nmsgid ""\n"Nje "\n"tekst"\nmsgstr ""\n';
    expect(catalogueEntries(po)).toEqual([
      { context: 'outbox entry', id: 'Ruaj', translation: 'Save' },
      { context: null, id: 'Nje tekst', translation: '' },
    ]);
  });

  it('hold the source strings (the Albanian catalogue is the one extracted)', () => {
    expect(source.length).toBeGreaterThan(500);
  });

  for (const locale of ['en', 'de'] as const) {
    it(`${locale}: every string of the source is there and translated`, () => {
      const entries = read(locale);
      const byKey = new Map(entries.map((e) => [keyOf(e), e]));
      const absent = source.filter((e) => !byKey.has(keyOf(e))).map((e) => e.id);
      const untranslated = entries.filter((e) => e.translation.trim() === '').map((e) => e.id);
      expect(absent, `missing from ${locale}`).toEqual([]);
      expect(untranslated, `not translated in ${locale}`).toEqual([]);
    });
  }
});
