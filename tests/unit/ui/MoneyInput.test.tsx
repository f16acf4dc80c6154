import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Money } from '../../../src/ui/Money';
import { MoneyInput } from '../../../src/ui/MoneyInput';
import { renderUi } from './renderUi';

function Harness({ onSend }: { onSend: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(1234.5);
  return (
    <MoneyInput
      label="Parapagimi"
      value={value}
      onChange={(v) => {
        setValue(v);
        onSend(v);
      }}
    />
  );
}

const input = () => screen.getByLabelText<HTMLInputElement>('Parapagimi');

describe('MoneyInput and Money', () => {
  test('shows an amount with apostrophes and 2 decimals, reads a decimal comma, and rounds to cents when left', () => {
    const onSend = vi.fn();
    renderUi(<Harness onSend={onSend} />);
    expect(input().value).toBe("1'234.50");
    fireEvent.change(input(), { target: { value: '2500,255' } });
    expect(onSend).toHaveBeenLastCalledWith(2500.255);
    fireEvent.blur(input());
    expect(input().value).toBe("2'500.26");
    expect(onSend).toHaveBeenLastCalledWith(2500.26);
  });

  test('sends null and says so for text that is not an amount', () => {
    const onSend = vi.fn();
    renderUi(<Harness onSend={onSend} />);
    fireEvent.change(input(), { target: { value: '12a' } });
    fireEvent.blur(input());
    expect(onSend).toHaveBeenLastCalledWith(null);
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  test('displays money as the spec writes it', () => {
    const { container } = renderUi(<Money value={1234567.5} />);
    expect(container.textContent).toBe("1'234'567.50 €");
  });
});
