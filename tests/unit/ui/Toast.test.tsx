import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Button } from '../../../src/ui/Button';
import { TOAST_AUTO_CLOSE_MS } from '../../../src/ui/toastContext';
import { useToast } from '../../../src/ui/useToast';
import { expectNoAxeViolations, renderUi } from './renderUi';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Klienti u krijua me sukses')}>sukses</Button>
      <Button onClick={() => toast.error('Diqka shkoi gabim!')}>gabim</Button>
      <Button onClick={() => toast.info('Instalimi u fshi me sukses!')}>info</Button>
    </>
  );
}

const liveRegion = () => screen.getByRole('region', { name: 'Njoftimet' }).querySelector('[aria-live]')!;

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('closes by itself after 4000 ms', () => {
    renderUi(<Buttons />);
    fireEvent.click(screen.getByRole('button', { name: 'sukses' }));
    expect(liveRegion().textContent).toContain('Klienti u krijua me sukses');
    expect(TOAST_AUTO_CLOSE_MS).toBe(4000);

    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(liveRegion().textContent).toContain('Klienti u krijua me sukses');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(liveRegion().textContent).not.toContain('Klienti u krijua me sukses');
  });

  test('is announced politely, stacks, and each can be dismissed by its own button', () => {
    renderUi(<Buttons />);
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'sukses' }));
    fireEvent.click(screen.getByRole('button', { name: 'gabim' }));
    fireEvent.click(screen.getByRole('button', { name: 'info' }));
    const items = within(liveRegion() as HTMLElement).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Sukses: Klienti u krijua me sukses'),
      expect.stringContaining('Gabim: Diqka shkoi gabim!'),
      expect.stringContaining('Njoftim: Instalimi u fshi me sukses!'),
    ]);

    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Mbyll njoftimin' }));
    expect(within(liveRegion() as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(liveRegion().textContent).not.toContain('Diqka shkoi gabim!');
  });

  test('waits while the pointer rests on it, then closes with the time that was left', () => {
    renderUi(<Buttons />);
    fireEvent.click(screen.getByRole('button', { name: 'sukses' }));
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const item = within(liveRegion() as HTMLElement).getByRole('listitem');
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(liveRegion().textContent).toContain('Klienti u krijua me sukses');
    fireEvent.mouseLeave(item);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(liveRegion().textContent).toContain('Klienti u krijua me sukses');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(liveRegion().textContent).not.toContain('Klienti u krijua me sukses');
  });

  test('has no axe violations with toasts shown', async () => {
    renderUi(<Buttons />);
    fireEvent.click(screen.getByRole('button', { name: 'gabim' }));
    vi.useRealTimers();
    await expectNoAxeViolations();
  });
});
