// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { compareNames, foldName, sameName } from '../../../domain/admin/names.js';

describe('foldName', () => {
  test('folds Albanian capitals outside ASCII, which SQL lower() on SQLite leaves alone', () => {
    expect(foldName('ÇELIK')).toBe('çelik');
    expect(foldName('Çelik')).toBe(foldName('çelik'));
    expect(foldName('ËNDËRR')).toBe('ëndërr');
  });

  test('ignores the spaces around a name, not the ones inside it', () => {
    expect(foldName(' Njesi ')).toBe('njesi');
    expect(foldName('Njesi  e re')).toBe('njesi  e re');
  });

  test('is what sameName compares', () => {
    expect(sameName(' Njesi ', 'njesi')).toBe(true);
    expect(sameName('Çelik', 'çelik')).toBe(true);
    expect(sameName('Çelik', 'Celik')).toBe(false);
  });
});

describe('compareNames', () => {
  test('puts Ç after C and before D, as the Albanian alphabet does', () => {
    expect(['Dru', 'Çelik', 'Cope'].sort(compareNames)).toEqual(['Cope', 'Çelik', 'Dru']);
  });
});
