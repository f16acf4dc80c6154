/**
 * Spec 000 §5 "Location text: rejects text made only of letters (so
 * coordinates pass)", for a project's location and a measure's alike:
 * refused when it is words and nothing else — letters with spaces between,
 * in any alphabet ('Prishtine', 'Rruga Nena Tereze'). Coordinates
 * ('42.6629,21.1655'), an address with a number ('Rruga B 12') or any text
 * with a digit or a sign pass.
 */
export const isLocationText = (text: string): boolean => !/^[\p{L}\p{M}\s]+$/u.test(text);
