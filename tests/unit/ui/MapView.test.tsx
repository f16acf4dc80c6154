import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MapView } from '../../../src/ui/MapView';
import { expectNoAxeViolations, renderUi } from './renderUi';

const markers = [
  { id: 't1', position: [42.6629, 21.1655] as [number, number], label: 'Transporti 1 — Prishtine' },
  { id: 't2', position: [42.6593, 20.2887] as [number, number], label: 'Transporti 2 — Peje' },
];

describe('MapView', () => {
  test('shows every marker with its name even though no tile can load (jsdom loads no images, as offline)', async () => {
    renderUi(<MapView label="Harta e transporteve" markers={markers} tileUrl="https://tiles.invalid/{z}/{x}/{y}.png" />);
    const region = await screen.findByRole('region', { name: 'Harta e transporteve' });
    const pins = await screen.findAllByRole('button', { name: /Transporti/ });
    expect(pins.map((p) => p.getAttribute('alt'))).toEqual(['Transporti 1 — Prishtine', 'Transporti 2 — Peje']);
    // Bundled 25 × 41 icons, not a CDN.
    const icon = pins[0] as HTMLImageElement;
    expect(icon.src).toContain('marker-icon');
    expect(icon.src).not.toMatch(/unpkg|cdnjs|jsdelivr/);
    expect([icon.style.width, icon.style.height]).toEqual(['25px', '41px']);
    expect(region.contains(icon)).toBe(true);
  });

  test('has no axe violations', async () => {
    renderUi(<MapView label="Harta" markers={markers} />);
    await screen.findAllByRole('button', { name: /Transporti/ });
    await expectNoAxeViolations();
  });
});
