import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { DateInput } from '../../../src/ui/DateInput';
import { renderUi } from './renderUi';

function Harness({ initial = null, onSend }: { initial?: string | null; onSend: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateInput
        label="Data e fillimit"
        value={value}
        onChange={(v) => {
          setValue(v);
          onSend(v);
        }}
      />
      <button type="button" onClick={() => setValue('2030-12-24')}>
        nga jashte
      </button>
    </>
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Data e fillimit');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('DateInput', () => {
  test('puts points into typed digits and sends a whole date as YYYY-MM-DD', () => {
    const onSend = vi.fn();
    renderUi(<Harness onSend={onSend} />);
    type('0103');
    expect(input().value).toBe('01.03');
    expect(onSend).not.toHaveBeenCalled();
    type('01032024');
    expect(input().value).toBe('01.03.2024');
    expect(onSend).toHaveBeenLastCalledWith('2024-03-01');
  });

  test('turns a two-digit year into 20xx below 45 and 19xx otherwise when the field is left', () => {
    const onSend = vi.fn();
    renderUi(<Harness onSend={onSend} />);
    type('010324');
    expect(input().value).toBe('01.03.24');
    expect(onSend).not.toHaveBeenCalledWith('2024-03-01');
    fireEvent.blur(input());
    expect(input().value).toBe('01.03.2024');
    expect(onSend).toHaveBeenLastCalledWith('2024-03-01');

    type('01.03.85');
    fireEvent.blur(input());
    expect(input().value).toBe('01.03.1985');
    expect(onSend).toHaveBeenLastCalledWith('1985-03-01');
  });

  test('clamps the month to 01–12 and the year to 1970–2100', () => {
    const onSend = vi.fn();
    renderUi(<Harness onSend={onSend} />);
    type('15.13.2024');
    expect(input().value).toBe('15.12.2024');
    expect(onSend).toHaveBeenLastCalledWith('2024-12-15');
    type('15.06.1900');
    expect(input().value).toBe('15.06.1970');
    expect(onSend).toHaveBeenLastCalledWith('1970-06-15');
    type('15.06.2500');
    expect(input().value).toBe('15.06.2100');
    expect(onSend).toHaveBeenLastCalledWith('2100-06-15');
  });

  test('says the date is invalid when the field is left with an impossible or partial date, and sends null', () => {
    const onSend = vi.fn();
    renderUi(<Harness initial="2024-01-10" onSend={onSend} />);
    type('31.02.2024');
    fireEvent.blur(input());
    expect(onSend).toHaveBeenLastCalledWith(null);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    const describedBy = input().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Data nuk eshte e vlefshme!');
  });

  test('shows the current value as DD.MM.YYYY and follows it when the form changes it', () => {
    renderUi(<Harness initial="2024-03-01" onSend={() => undefined} />);
    expect(input().value).toBe('01.03.2024');
    fireEvent.click(screen.getByRole('button', { name: 'nga jashte' }));
    expect(input().value).toBe('24.12.2030');
  });
});
