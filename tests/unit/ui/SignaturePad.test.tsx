import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH, SignaturePad } from '../../../src/ui/SignaturePad';
import { expectNoAxeViolations, renderUi } from './renderUi';

describe('SignaturePad', () => {
  test('is a 400 × 200 pad with Clear and Save, shown smaller on narrow screens with its 2:1 shape kept', () => {
    renderUi(<SignaturePad label="Nenshkrimi i klientit" onSave={() => undefined} />);
    expect([SIGNATURE_WIDTH, SIGNATURE_HEIGHT]).toEqual([400, 200]);
    const group = screen.getByRole('group', { name: 'Nenshkrimi i klientit' });
    const frame = group.querySelector<HTMLElement>('[style*="aspect-ratio"]')!;
    expect(frame.style.maxWidth).toBe('400px');
    expect(frame.style.aspectRatio).toBe('400 / 200');
    expect(screen.getByRole('button', { name: 'Pastro' })).toBeTruthy();
    // Nothing drawn yet: nothing to save or clear.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Ruaj nenshkrimin' }).disabled).toBe(true);
  });

  test('says so instead of failing where the device cannot draw on a canvas (jsdom has no 2D canvas)', () => {
    renderUi(<SignaturePad label="Nenshkrimi" onSave={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Kjo pajisje nuk mund te vizatoje nenshkrimin');
  });

  test('has no axe violations', async () => {
    renderUi(<SignaturePad label="Nenshkrimi" onSave={() => undefined} error="Ju lutem nenshkruani" />);
    await expectNoAxeViolations();
  });
});
