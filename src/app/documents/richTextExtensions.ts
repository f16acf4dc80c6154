import StarterKit from '@tiptap/starter-kit';

/**
 * The editor's extensions: only what domain/text/richText.ts allows —
 * paragraphs, headings 1–3, lists, line breaks, bold / italic / underline.
 * Everything else StarterKit brings (code, quotes, links, rules, strike) is
 * off, so the editor cannot write a document the schema refuses.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({ blockquote: false, code: false, codeBlock: false, horizontalRule: false, strike: false, link: false, heading: { levels: [1, 2, 3] } }),
];
