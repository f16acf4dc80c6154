import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Select, type SelectOption } from '../../../src/ui/Select';
import { expectNoAxeViolations, renderUi } from './renderUi';

const cities: SelectOption[] = [
  { value: '1', label: 'Prishtinë' },
  { value: '2', label: 'Pejë' },
  { value: '3', label: 'Gjakovë' },
  { value: '4', label: 'Ferizaj' },
];

function Single({ options = cities, onSend = () => undefined }: { options?: SelectOption[]; onSend?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Qyteti"
      options={options}
      value={value}
      onChange={(v) => {
        setValue(v);
        onSend(v);
      }}
    />
  );
}

function Multi({ onSend }: { onSend: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['2']);
  return (
    <Select
      multiple
      label="Qytetet"
      options={cities}
      value={value}
      onChange={(v) => {
        setValue(v);
        onSend(v);
      }}
    />
  );
}

const openList = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Hap listen' }));
  });
  return screen.findByRole('listbox', { name: 'Hap listen' });
};

describe('Select', () => {
  test("shows 'Nuk ka te dhena' when there are no options", async () => {
    renderUi(<Single options={[]} />);
    const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Qyteti' });
    expect(input.placeholder).toBe('Nuk ka te dhena');
    const list = await openList();
    expect(list.textContent).toContain('Nuk ka te dhena');
    expect(within(list).queryAllByRole('option')).toHaveLength(0);
  });

  test('picks one option and shows its label', async () => {
    const onSend = vi.fn();
    renderUi(<Single onSend={onSend} />);
    const list = await openList();
    await act(async () => {
      // Headless UI picks on mousedown, so the input keeps focus.
      fireEvent.mouseDown(within(list).getByRole('option', { name: /Gjakovë/ }));
    });
    expect(onSend).toHaveBeenLastCalledWith('3');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Qyteti' }).value).toBe('Gjakovë'));
  });

  test('is usable from the keyboard: arrows move through the options and Enter picks one', async () => {
    const onSend = vi.fn();
    renderUi(<Single onSend={onSend} />);
    const input = screen.getByRole('combobox', { name: 'Qyteti' });
    input.focus();
    await act(async () => {
      fireEvent.keyDown(input, { key: 'ArrowDown' });
    });
    await screen.findByRole('listbox');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'ArrowDown' });
    });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
    });
    expect(onSend).toHaveBeenLastCalledWith('2');
  });

  test('narrows the options by typed text, ignoring case and ë/ç, and says when nothing matches', async () => {
    renderUi(<Single />);
    const input = screen.getByRole('combobox', { name: 'Qyteti' });
    await act(async () => {
      fireEvent.change(input, { target: { value: 'PEJE' } });
    });
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('Pejë')]);
    await act(async () => {
      fireEvent.change(input, { target: { value: 'Tirane' } });
    });
    expect(screen.getByRole('listbox').textContent).toContain('Nuk ka te dhena');
  });

  test('adds and removes values when several may be chosen', async () => {
    const onSend = vi.fn();
    renderUi(<Multi onSend={onSend} />);
    const list = await openList();
    await act(async () => {
      fireEvent.mouseDown(within(list).getByRole('option', { name: /Ferizaj/ }));
    });
    expect(onSend).toHaveBeenLastCalledWith(['2', '4']);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hiq Pejë' }));
    });
    expect(onSend).toHaveBeenLastCalledWith(['4']);
  });

  test('links its error to the input and marks it invalid', () => {
    renderUi(<Select label="Shteti" options={cities} value={null} onChange={() => undefined} error="Ju lutem mbushni fushen!" required />);
    const input = screen.getByRole('combobox', { name: 'Shteti' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Ju lutem mbushni fushen!');
  });

  test('has no axe violations, closed and open', async () => {
    renderUi(<Single />);
    await expectNoAxeViolations();
    await openList();
    await expectNoAxeViolations();
  });
});
