import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from './serverProcess';

/**
 * Albanian left on a screen shown in English or German: a visible text that
 * is, word for word, an Albanian msgid that language leaves untranslated or
 * translates to something else. Table body cells (but for their buttons),
 * field values and the FullCalendar and Leaflet drawings are data and not
 * read; a name shown elsewhere that happens
 * to be a msgid (a process 'Ngarkimi', the user 'admin') is told apart by the caller.
 */

/**
 * The Albanian texts that must not show in `locale`: plain msgids (no
 * placeholders) not translated there, or translated to something else, in any
 * of their contexts.
 */
export function albanianOnly(locale: 'en' | 'de'): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, 'src/locales', locale, 'messages.po'), 'utf8');
  const unquote = (lines: string): string => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]!}"`) as string).join('');
  const albanian = new Set<string>();
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(block);
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(block);
    if (!id || !str) continue;
    const [msgid, msgstr] = [unquote(id[1]!).trim(), unquote(str[1]!).trim()];
    // An empty msgstr shows the Albanian source: a leftover too.
    if (msgid && !msgid.includes('{') && msgstr !== msgid) albanian.add(msgid);
  }
  return albanian;
}

/** Every visible text of the page outside data: text nodes, and the placeholder, title and aria-label of visible elements. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const DATA = 'select, input, textarea, .fc-event, .fc-daygrid-day-number, .fc-col-header-cell, .fc-toolbar-title, .leaflet-container';
    // A table's body is data, but for its rows' buttons (Edit, Summary…).
    const isData = (element: Element) => element.closest('tbody') !== null && element.closest('button') === null;
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const texts: string[] = [];
    // Data subtrees are skipped whole (a month of calendar, a map): only the screen's own words are read.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => {
        if (!(node instanceof Element)) return NodeFilter.FILTER_ACCEPT;
        // An element drawn as its children alone (display: contents) has no box of its own: it is as shown as they are.
        const hidden = !shown(node) && getComputedStyle(node).display !== 'contents';
        return node.matches(DATA) || hidden ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
      },
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (isData(node)) continue;
        for (const attribute of ['placeholder', 'title', 'aria-label']) {
          const value = node.getAttribute(attribute)?.trim();
          if (value) texts.push(value);
        }
        continue;
      }
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text && !isData(node.parentElement!)) texts.push(text);
    }
    return texts;
  });
}

/** The Albanian leftovers of the page as it is now, each once; `data` are texts the data holds (names that happen to be msgids). */
export async function leftovers(page: Page, albanian: ReadonlySet<string>, data: ReadonlySet<string> = new Set()): Promise<string[]> {
  return [...new Set((await visibleTexts(page)).filter((t) => albanian.has(t) && !data.has(t)))];
}
