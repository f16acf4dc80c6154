// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { foldUsername } from '../../../domain/admin/usernames.js';

describe('foldUsername: usernames that look alike are one', () => {
  it.each([
    ['аdmin', 'Cyrillic а'],
    ['ＡＤＭＩＮ', 'fullwidth'],
    ['ADMİN', 'dotted capital I'],
    ['Admin', 'case'],
    ['admın', 'dotless i'],
    ['ΑDΜΙΝ', 'Greek capitals'],
    ['a\u200Bdmin', 'an invisible character'],
  ])('%s (%s) folds as admin', (name) => {
    expect(foldUsername(name)).toBe('admin');
  });

  it('drops accents and keeps digits apart from letters', () => {
    expect(foldUsername('Arbër')).toBe(foldUsername('arber'));
    expect(foldUsername('arta1')).not.toBe(foldUsername('artal'));
    expect(foldUsername('Straße')).toBe('strasse');
  });
});
