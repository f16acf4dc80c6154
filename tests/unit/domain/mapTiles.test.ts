// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { DEFAULT_TILE_URL, tileOrigin, tilePrefetchAllowed, tileUrlOf } from '../../../domain/mapTiles.js';

describe('map tiles', () => {
  test('the configured tile URL, else OpenStreetMap', () => {
    expect(tileUrlOf(undefined)).toBe(DEFAULT_TILE_URL);
    expect(tileUrlOf('  ')).toBe(DEFAULT_TILE_URL);
    expect(tileUrlOf('https://tiles.example.com/{z}/{x}/{y}.png')).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
  });

  test('the origin the policy allows', () => {
    expect(tileOrigin(DEFAULT_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('http://127.0.0.1:8099/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8099');
    expect(tileOrigin('https://{s}.tile.openstreetmap.fr/osmfr/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.fr');
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
  });

  test('tiles are fetched ahead only from a server that allows it, never from OpenStreetMap', () => {
    expect(tilePrefetchAllowed(DEFAULT_TILE_URL)).toBe(false);
    expect(tilePrefetchAllowed('https://{s}.tile.openstreetmap.fr/osmfr/{z}/{x}/{y}.png')).toBe(false);
    expect(tilePrefetchAllowed('https://a.tile.openstreetmap.de/{z}/{x}/{y}.png')).toBe(false);
    expect(tilePrefetchAllowed('https://tiles.example.com/{z}/{x}/{y}.png')).toBe(true);
    expect(tilePrefetchAllowed('/tiles/{z}/{x}/{y}.png')).toBe(true);
  });
});
