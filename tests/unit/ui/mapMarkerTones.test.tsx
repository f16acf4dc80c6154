import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { MapView } from '../../../src/ui/MapView';
import { STATE_TONES } from '../../../src/app/deliveries/markerStates';
import { renderUi } from './renderUi';

/** Markers say a state by colour (spec 001 §4: transport 1 not started, 2 started, 3 both set), 25 × 41, drawn without any request. */
describe('coloured map markers', () => {
  test('a marker with a tone is a 25 × 41 pin of its colour; one without stays the default marker', async () => {
    const markers = [
      { id: 'a', position: [42.66, 21.16] as [number, number], label: 'Stop 1 — ne pritje', tone: STATE_TONES[1] },
      { id: 'b', position: [42.65, 21.15] as [number, number], label: 'Stop 2 — e nisur', tone: STATE_TONES[2] },
      { id: 'c', position: [42.64, 21.14] as [number, number], label: 'Stop 3 — e perfunduar', tone: STATE_TONES[3] },
      { id: 'd', position: [42.63, 21.13] as [number, number], label: 'Stop 4 — pa ngjyre' },
    ];
    renderUi(<MapView label="Harta" markers={markers} tileUrl="https://tiles.invalid/{z}/{x}/{y}.png" />);
    const pins = await screen.findAllByRole<HTMLImageElement>('button', { name: /Stop/ });
    const [notStarted, started, complete, plain] = pins;
    for (const pin of [notStarted, started, complete]) {
      expect(pin!.src).toMatch(/^data:image\/svg\+xml/);
      expect([pin!.style.width, pin!.style.height]).toEqual(['25px', '41px']);
    }
    expect(new Set([notStarted!.src, started!.src, complete!.src]).size).toBe(3);
    expect(notStarted!.className).toContain('marker-tone-grey');
    expect(complete!.className).toContain('marker-tone-green');
    expect(plain!.src).toContain('marker-icon');
  });
});
