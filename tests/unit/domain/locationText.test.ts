// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isLocationText } from '../../../domain/text/locationText.js';

describe('the location text rule (spec 000 §5), for projects and measures', () => {
  it('refuses text made only of letters and the spaces between words, in any alphabet', () => {
    for (const words of ['Prishtine', 'Rruga Nena Tereze', 'Fushë Kosovë', 'Rruga e Dardanisë  Prishtinë', 'Приштина']) expect(isLocationText(words), words).toBe(false);
  });

  it('lets coordinates, an address with a number and any text with a sign pass', () => {
    for (const place of ['42.6629,21.1655', '42.6629, 21.1655', '-33.86,151.20', 'Rruga B 12', 'Rr. Nëna Terezë 12', 'Rruga B, Prishtine']) expect(isLocationText(place), place).toBe(true);
  });
});
