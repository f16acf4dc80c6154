import * as v from 'valibot';

/**
 * Rich text as the editor (Tiptap / ProseMirror) writes it: a JSON document,
 * never HTML. Offer conditions are stored as this document's JSON text; the
 * screen and the PDF draw it node by node, so nothing in it ever runs.
 * Only what the admin's toolbar makes is allowed: paragraphs, headings 1–3,
 * bullet and numbered lists, line breaks and bold / italic / underline.
 */

export type RichMark = { type: 'bold' | 'italic' | 'underline' };
export type RichText = { type: 'text'; text: string; marks?: RichMark[] };
/** A line break keeps the marks around it (the editor writes them; nothing draws them). */
export type RichInline = RichText | { type: 'hardBreak'; marks?: RichMark[] };
export type RichParagraph = { type: 'paragraph'; content?: RichInline[] };
export type RichHeading = { type: 'heading'; attrs: { level: 1 | 2 | 3 }; content?: RichInline[] };
export type RichListItem = { type: 'listItem'; content: RichBlock[] };
export type RichBulletList = { type: 'bulletList'; content: RichListItem[] };
export type RichOrderedList = { type: 'orderedList'; attrs?: { start?: number; type?: string | null }; content: RichListItem[] };
export type RichBlock = RichParagraph | RichHeading | RichBulletList | RichOrderedList;
export type RichDoc = { type: 'doc'; content: RichBlock[] };

/** Bounds: a list nested three deep still fits; a pasted book or a crafted tower does not. */
export const RICH_LIMITS = { depth: 12, nodes: 5_000, text: 50_000 } as const;

const mark = v.strictObject({ type: v.picklist(['bold', 'italic', 'underline']) });
const marks = v.optional(v.pipe(v.array(mark), v.maxLength(3)));
const text = v.strictObject({ type: v.literal('text'), text: v.pipe(v.string(), v.nonEmpty(), v.excludes('\u0000')), marks });
const inline = v.variant('type', [text, v.strictObject({ type: v.literal('hardBreak'), marks })]);
const inlines = v.optional(v.array(inline));

const block: v.GenericSchema<RichBlock> = v.lazy(() =>
  v.variant('type', [
    v.strictObject({ type: v.literal('paragraph'), content: inlines }),
    v.strictObject({ type: v.literal('heading'), attrs: v.strictObject({ level: v.picklist([1, 2, 3]) }), content: inlines }),
    v.strictObject({ type: v.literal('bulletList'), content: v.pipe(v.array(listItem), v.minLength(1)) }),
    v.strictObject({
      type: v.literal('orderedList'),
      attrs: v.optional(
        v.strictObject({
          start: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9_999))),
          type: v.optional(v.nullable(v.picklist(['1', 'a', 'A', 'i', 'I']))),
        }),
      ),
      content: v.pipe(v.array(listItem), v.minLength(1)),
    }),
  ]),
);
const listItem: v.GenericSchema<RichListItem> = v.strictObject({ type: v.literal('listItem'), content: v.pipe(v.array(block), v.minLength(1)) });

/**
 * Measures an untrusted value before the recursive schema walks it, without
 * recursion of its own: a document nested ten thousand deep is refused, not a
 * stack overflow.
 */
function withinLimits(input: unknown): boolean {
  const stack: [unknown, number][] = [[input, 1]];
  let nodes = 0;
  let chars = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > RICH_LIMITS.depth || ++nodes > RICH_LIMITS.nodes) return false;
    const { text: t, content } = node as { text?: unknown; content?: unknown };
    if (typeof t === 'string' && (chars += t.length) > RICH_LIMITS.text) return false;
    if (Array.isArray(content)) for (const child of content as unknown[]) stack.push([child, depth + 1]);
  }
  return true;
}

/** The stored document: well formed, within limits, with at least one character of text. */
export const richDocSchema: v.GenericSchema<unknown, RichDoc> = v.pipe(
  v.unknown(),
  v.check(withinLimits),
  v.strictObject({ type: v.literal('doc'), content: v.pipe(v.array(block), v.minLength(1)) }),
);

const inlineText = (content: readonly RichInline[] | undefined): string =>
  (content ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join('');

function blockLines(b: RichBlock, indent: string): string[] {
  switch (b.type) {
    case 'paragraph':
    case 'heading':
      return [indent + inlineText(b.content)];
    case 'bulletList':
    case 'orderedList': {
      const start = b.type === 'orderedList' ? (b.attrs?.start ?? 1) : 0;
      return b.content.flatMap((item, i) => {
        const bullet = b.type === 'orderedList' ? `${start + i}. ` : '• ';
        const [first = '', ...rest] = item.content.flatMap((child) => blockLines(child, `${indent}   `));
        return [indent + bullet + first.trimStart(), ...rest];
      });
    }
  }
}

/** The document as plain text: blocks on their own lines, list items with their bullet or number. */
export const plainText = (doc: RichDoc): string => doc.content.flatMap((b) => blockLines(b, '')).join('\n');

/** Inline nodes of one line of plain text, line breaks kept as hard breaks. */
const inlinesOf = (lines: readonly string[]): RichInline[] =>
  lines.flatMap((line, i): RichInline[] => [...(i > 0 ? [{ type: 'hardBreak' as const }] : []), ...(line ? [{ type: 'text' as const, text: line }] : [])]);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Legacy rows (and the old system's form) may hold simple HTML: its paragraphs and breaks become text, every tag is dropped. */
const untagged = (s: string): string =>
  s
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '');

/**
 * A document from plain text (rows written before rich text): blank lines
 * separate paragraphs, single line breaks stay breaks.
 */
export function fromPlainText(legacy: string): RichDoc {
  const paragraphs = untagged(legacy.replace(/\r\n?/g, '\n'))
    .split(/\n\s*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim() !== '');
  const content: RichBlock[] = paragraphs.map((p) => ({ type: 'paragraph', content: inlinesOf(p.split('\n')) }));
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/** A stored value as a document: the JSON of a valid document, or else legacy text. */
export function readRichText(stored: string): RichDoc {
  if (stored.trimStart().startsWith('{')) {
    try {
      const parsed = v.safeParse(richDocSchema, JSON.parse(stored));
      if (parsed.success) return parsed.output;
    } catch {
      // Not JSON after all: legacy text that starts with a brace.
    }
  }
  return fromPlainText(stored);
}

/** True when the document holds no text at all (an editor left empty). */
export const isEmptyDoc = (doc: RichDoc): boolean => plainText(doc).trim() === '';
