import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { Button } from '../../../src/ui/Button';
import { Checkbox } from '../../../src/ui/Checkbox';
import { DateInput } from '../../../src/ui/DateInput';
import { MoneyInput } from '../../../src/ui/MoneyInput';
import { PageHeader } from '../../../src/ui/PageHeader';
import { TextArea } from '../../../src/ui/TextArea';
import { TextField } from '../../../src/ui/TextField';
import { expectNoAxeViolations, renderUi } from './renderUi';

const noop = () => undefined;

describe('form fields', () => {
  test('tie each input to its label, its error and its hint', () => {
    renderUi(<TextField label="Emri" value="" onChange={noop} error="Emri eshte obligativ" hint="2 deri 50 shkronja" required />);
    const input = screen.getByLabelText<HTMLInputElement>(/Emri/);
    expect(input.required).toBe(true);
    expect(input.maxLength).toBe(255);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Emri eshte obligativ', '2 deri 50 shkronja']);
  });

  test('report typed text and ticks as plain values', () => {
    const onText = vi.fn();
    const onTick = vi.fn();
    renderUi(
      <>
        <TextArea label="Koment" value="" onChange={onText} />
        <Checkbox label="Me mbaj mend" checked={false} onChange={onTick} />
      </>,
    );
    const area = screen.getByLabelText<HTMLTextAreaElement>('Koment');
    expect([area.cols, area.rows]).toEqual([30, 10]);
    fireEvent.change(area, { target: { value: 'Dera e djathte' } });
    expect(onText).toHaveBeenCalledWith('Dera e djathte');
    fireEvent.click(screen.getByLabelText('Me mbaj mend'));
    expect(onTick).toHaveBeenCalledWith(true);
  });

  test('buttons never submit by accident and show a busy state', () => {
    renderUi(
      <Button busy onClick={noop}>
        Ruaj
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: /Ruaj/ });
    expect(button.type).toBe('button');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  test('have no axe violations, with and without errors', async () => {
    renderUi(
      <main>
        <PageHeader title="Klienti" description="Te dhenat e klientit" actions={<Button>Ruaj</Button>} />
        <TextField label="Emri" value="Arben" onChange={noop} required />
        <TextField label="Telefoni" value="" onChange={noop} error="Invalid phone number" hint="+383 ..." />
        <TextArea label="Koment" value="" onChange={noop} error="Too Long!" />
        <Checkbox label="Aktiv" checked onChange={noop} hint="Shfaqet ne lista" />
        <DateInput label="Data" value="2024-03-01" onChange={noop} error="Data nuk duhet te jete ne te kaluaren!" />
        <MoneyInput label="Totali" value={1200} onChange={noop} />
      </main>,
    );
    await expectNoAxeViolations();
  });
});
