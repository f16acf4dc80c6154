/**
 * Characters that draw nothing, or only steer the direction of the text around
 * them: a name holding one looks exactly like the name without it, so it would
 * pass a duplicate check as a different name (issue 8 items 6 and 13). They are
 * no part of any Albanian, English or German word, and are dropped:
 *
 * - U+00AD soft hyphen (drawn only where a line breaks),
 * - U+061C Arabic letter mark, U+200E/U+200F left-to-right and right-to-left
 *   marks, U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates —
 *   every bidi control character,
 * - U+180E Mongolian vowel separator, U+200B zero-width space, U+200C/U+200D
 *   zero-width non-joiner and joiner, U+2060–U+2064 word joiner and invisible
 *   operators, U+FEFF zero-width no-break space (byte order mark).
 *
 * Deliberately kept: variation selectors and tag characters (emoji need them
 * and they change what is drawn), and compatibility forms such as 'ﬁ' or 'Ａ'
 * (visibly different letters; NFKC would also merge 'm²' into 'm2').
 */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/**
 * The one stored spelling of a text: invisible characters dropped, composed
 * (NFC: 'e' + U+0301 and 'é' are the same letter), spaces around it trimmed.
 * Dropping comes first, so a mark that sat between a letter and its accent no
 * longer keeps them from composing.
 */
export function normalizeText(text: string): string {
  return text.replace(INVISIBLE, '').normalize('NFC').trim();
}
