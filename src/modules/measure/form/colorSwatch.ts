/**
 * The swatch shown beside a colour palette's name in the measure form. A
 * palette has only a name (spec 001 "colour palettes": name), so the swatch
 * is read from it: a colour code written in the name ('#f5f5f0',
 * 'rgb(…)'), else the first Albanian colour word or finish it contains
 * ('E bardhe mat' → white, 'Arre e erret' → walnut), else none — the name
 * alone is then shown. Pure, so the words are tested.
 */

const CODE = /#(?:[0-9a-f]{3}|[0-9a-f]{6})\b|rgba?\([^)]*\)/i;

/** Colour words and wood finishes as the palettes name them, folded (no diacritics, lower case). */
const WORDS: readonly [RegExp, string][] = [
  [/\bantracit/, '#383e42'],
  [/\bbardh/, '#f8f8f4'],
  [/\bzez/, '#1c1c1c'],
  [/\bgri\b/, '#9ca3af'],
  [/\bblu\b/, '#1e3a8a'],
  [/\bjeshil/, '#4d5d2a'],
  [/\bkuq/, '#b91c1c'],
  [/\bverdh/, '#e5b80b'],
  [/\bkafe\b/, '#6b4226'],
  [/\bbezh/, '#d9c8a9'],
  [/\bkashmir/, '#cfc2ad'],
  [/\barre\b/, '#5c3a21'],
  [/\blis\b/, '#c19a6b'],
];

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A CSS colour for a palette's name, or null when the name says none. */
export function swatchOf(name: string): string | null {
  const code = CODE.exec(name);
  if (code) return code[0];
  const folded = fold(name);
  const word = WORDS.find(([pattern]) => pattern.test(folded));
  if (!word) return null;
  // A dark shade of a colour ('Arre e erret', 'Gri e erret') is drawn darker, a light one lighter.
  if (/\berret\b/.test(folded)) return `color-mix(in srgb, ${word[1]} 65%, black)`;
  if (/\blehte\b/.test(folded)) return `color-mix(in srgb, ${word[1]} 55%, white)`;
  return word[1];
}
