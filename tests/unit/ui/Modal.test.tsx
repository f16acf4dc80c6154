import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Button } from '../../../src/ui/Button';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog';
import { Modal } from '../../../src/ui/Modal';
import { TextField } from '../../../src/ui/TextField';
import { expectNoAxeViolations, renderUi } from './renderUi';

function ModalHarness() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Hap projektin</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Projekti i ri" footer={<Button onClick={() => setOpen(false)}>Ruaj</Button>}>
        <TextField label="Emri i projektit" value={name} onChange={setName} />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  test('is named by its title, closes on Escape and gives focus back to the button that opened it', async () => {
    renderUi(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Hap projektin' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Projekti i ri' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  test('closes from its labelled close button', async () => {
    renderUi(<ModalHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Hap projektin' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mbyll' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  test('has no axe violations when open', async () => {
    renderUi(<ModalHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Hap projektin' }));
    await screen.findByRole('dialog');
    await expectNoAxeViolations();
  });
});

describe('ConfirmDialog', () => {
  test('starts on Cancel so a stray Enter does not delete, and reports each choice', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(<ConfirmDialog open title="Fshij klientin?" message="Kjo nuk kthehet mbrapa." onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Fshij klientin?' });
    const cancel = within(dialog).getByRole('button', { name: 'Anulo' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fshij' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('uses the given labels and ignores Escape while the action runs', async () => {
    const onCancel = vi.fn();
    renderUi(<ConfirmDialog open busy title="Anulo marrveshjen?" confirmLabel="Po, anuloje" cancelLabel="Jo" onConfirm={() => undefined} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: /Po, anuloje/ }).disabled).toBe(true);
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
