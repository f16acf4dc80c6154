// @vitest-environment node
import { Editor } from '@tiptap/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { offerConditionBody } from '../../domain/admin/lookups.js';
import { fromPlainText, plainText, readRichText, RICH_LIMITS, richDocSchema, type RichDoc } from '../../domain/text/richText.js';
import { parseWith } from '../../domain/validation.js';
import { RICH_TEXT_EXTENSIONS } from '../../src/app/documents/richTextExtensions';

const text = (t: string, ...marks: ('bold' | 'italic' | 'underline')[]) => ({ type: 'text', text: t, ...(marks.length ? { marks: marks.map((type) => ({ type })) } : {}) });
const para = (...content: object[]) => ({ type: 'paragraph', content });
const doc = (...content: object[]) => ({ type: 'doc', content });
const accepts = (input: unknown) => v.safeParse(richDocSchema, input).success;

const FULL = doc(
  { type: 'heading', attrs: { level: 2 }, content: [text('Kushtet e pageses')] },
  para(text('50 % '), text('ne pranim', 'bold', 'underline'), { type: 'hardBreak' }, text('pjesa tjeter', 'italic')),
  { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('Afati 30 dite'))] }] },
  { type: 'orderedList', attrs: { start: 1, type: null }, content: [{ type: 'listItem', content: [para(text('Prodhimi')), { type: 'bulletList', content: [{ type: 'listItem', content: [para(text('15 dite pune'))] }] }] }] },
  { type: 'paragraph' },
);

describe('the rich text schema', () => {
  it('accepts the editor shape: headings 1–3, lists, breaks, bold / italic / underline', () => {
    expect(accepts(FULL)).toBe(true);
    for (const level of [1, 2, 3]) expect(accepts(doc({ type: 'heading', attrs: { level }, content: [text('T')] }))).toBe(true);
  });

  it('accepts what the admin\'s editor itself writes', () => {
    const editor = new Editor({ extensions: RICH_TEXT_EXTENSIONS, content: FULL });
    editor.chain().selectAll().toggleItalic().run();
    const written = editor.getJSON();
    editor.destroy();
    expect(v.safeParse(richDocSchema, written).issues).toBeUndefined();
    expect(plainText(written as RichDoc)).toContain('Kushtet e pageses');
  });

  it.each([
    ['an unknown node', doc({ type: 'image', attrs: { src: 'x.png' } })],
    ['raw HTML as a node', doc({ type: 'html', content: '<script>alert(1)</script>' })],
    ['a link mark', doc(para({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }))],
    ['a mark with attributes', doc(para({ type: 'text', text: 'x', marks: [{ type: 'bold', attrs: { onclick: 'alert(1)' } }] }))],
    ['an unknown key on a node', doc({ type: 'paragraph', attrs: { style: 'x' }, content: [text('x')] })],
    ['a heading level 4', doc({ type: 'heading', attrs: { level: 4 }, content: [text('x')] })],
    ['a block inside a paragraph', doc(para(para(text('x'))))],
    ['text directly in a list', doc({ type: 'bulletList', content: [text('x')] })],
    ['an empty text node', doc(para({ type: 'text', text: '' }))],
    ['an empty document', doc()],
    ['not a document', { type: 'paragraph', content: [] }],
    ['a string', '<p>x</p>'],
  ])('refuses %s', (_, input) => {
    expect(accepts(input)).toBe(false);
  });

  it('refuses a document nested too deep, without overflowing the stack', () => {
    let block: object = para(text('x'));
    for (let i = 0; i < 20_000; i++) block = { type: 'bulletList', content: [{ type: 'listItem', content: [block] }] };
    expect(accepts(doc(block))).toBe(false);
  });

  it('refuses too many nodes and too much text', () => {
    expect(accepts(doc(...Array.from({ length: RICH_LIMITS.nodes }, () => para(text('x')))))).toBe(false);
    expect(accepts(doc(para(text('x'.repeat(RICH_LIMITS.text + 1)))))).toBe(false);
    expect(accepts(doc(para(text('x'.repeat(RICH_LIMITS.text)))))).toBe(true);
  });
});

describe('rich text as plain text', () => {
  it('reads blocks line by line, list items with their bullet or number', () => {
    expect(plainText(FULL as RichDoc)).toBe(['Kushtet e pageses', '50 % ne pranim\npjesa tjeter', '• Afati 30 dite', '1. Prodhimi', '   • 15 dite pune', ''].join('\n'));
  });

  it('turns legacy plain text into paragraphs and line breaks', () => {
    expect(fromPlainText('Pagesa 50 %\r\nne pranim\n\n\nAfati 30 dite\n')).toEqual(
      doc(para(text('Pagesa 50 %'), { type: 'hardBreak' }, text('ne pranim')), para(text('Afati 30 dite'))),
    );
    expect(fromPlainText('')).toEqual(doc({ type: 'paragraph' }));
  });

  it('keeps the old system\'s simple HTML as text, its tags dropped', () => {
    expect(fromPlainText('<p>Zeta &amp; <b>Alfa</b></p><p>Beta<br>Gama</p><script>x</script>')).toEqual(
      doc(para(text('Zeta & Alfa')), para(text('Beta'), { type: 'hardBreak' }, text('Gama')), para(text('x'))),
    );
  });

  it('reads a stored value: a document\'s JSON, else legacy text', () => {
    expect(readRichText(JSON.stringify(FULL))).toEqual(FULL);
    expect(readRichText('Afati 30 dite')).toEqual(doc(para(text('Afati 30 dite'))));
    expect(readRichText('{"type":"doc","content":[{"type":"image"}]}')).toEqual(doc(para(text('{"type":"doc","content":[{"type":"image"}]}'))));
  });
});

describe('the offer condition body', () => {
  const stored = (conditions: unknown) => {
    const parsed = parseWith(offerConditionBody, { conditions });
    return parsed.ok ? (JSON.parse(parsed.value.conditions) as unknown) : parsed.errors;
  };

  it('stores the document, sent as an object or as its JSON text', () => {
    expect(stored(FULL)).toEqual(FULL);
    expect(stored(JSON.stringify(FULL))).toEqual(FULL);
  });

  it('converts plain text from old clients into a document', () => {
    expect(stored('Afati 30 dite')).toEqual(doc(para(text('Afati 30 dite'))));
  });

  it('refuses empty conditions with the spec\'s text, a bad document as invalid', () => {
    for (const empty of ['', '   ', undefined, doc({ type: 'paragraph' })]) expect(stored(empty)).toEqual({ conditions: 'Ju lutem mbushni fushen!' });
    expect(stored(doc(para({ type: 'text', text: 'x', marks: [{ type: 'link' }] })))).toEqual({ conditions: 'Vlera nuk eshte e vlefshme!' });
    expect(stored('{"type":"doc","content":[]}')).toEqual({ conditions: 'Vlera nuk eshte e vlefshme!' });
    expect(stored(42)).toEqual({ conditions: 'Vlera nuk eshte e vlefshme!' });
  });
});
