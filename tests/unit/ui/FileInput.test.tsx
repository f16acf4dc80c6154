import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ACCEPT_REFUSAL, type Accept } from '../../../domain/files.js';
import { FileInput } from '../../../src/ui/FileInput';
import { FILE_REFUSALS } from '../../../src/ui/fileRefusals';
import { sniffMime } from '../../../src/ui/sniffMime';
import { pdfBytes, pngBytes } from '../../fixtures/files.js';
import { expectNoAxeViolations, renderUi } from './renderUi';

const fileOf = (bytes: Uint8Array, name: string, type = '') => new File([new Uint8Array(bytes)], name, { type });

function Harness({ accept, onSend }: { accept: Accept; onSend: (f: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileInput
      label="Oferta finale"
      accept={accept}
      value={file}
      onChange={(f) => {
        setFile(f);
        onSend(f);
      }}
    />
  );
}

const picker = () => screen.getByLabelText<HTMLInputElement>(/Oferta finale/);
const choose = (file: File) => fireEvent.change(picker(), { target: { files: [file] } });

describe('FileInput', () => {
  test('refuses a PNG renamed .pdf when only PDF is accepted, with the server message', async () => {
    const onSend = vi.fn();
    renderUi(<Harness accept="pdf" onSend={onSend} />);
    choose(fileOf(pngBytes(), 'oferta.pdf', 'application/pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Lejohen vetem file PDF!');
    expect(onSend).not.toHaveBeenCalled();
    expect(picker().getAttribute('aria-invalid')).toBe('true');
  });

  test('keeps a real PDF as the File that was picked and lists it', async () => {
    const onSend = vi.fn();
    renderUi(<Harness accept="pdf" onSend={onSend} />);
    const pdf = fileOf(pdfBytes(), 'oferta.pdf');
    choose(pdf);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(pdf));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/oferta\.pdf/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hiq oferta.pdf' }));
    expect(onSend).toHaveBeenLastCalledWith(null);
  });

  test('accepts either kind when PDF or images are allowed, whatever the name says', async () => {
    const onSend = vi.fn();
    renderUi(<Harness accept="pdfOrImage" onSend={onSend} />);
    const png = fileOf(pngBytes(), 'skica.pdf');
    choose(png);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith(png));
  });

  test('refuses a file larger than 20 MB', async () => {
    const onSend = vi.fn();
    renderUi(<Harness accept="pdf" onSend={onSend} />);
    const big = fileOf(pdfBytes(), 'e-madhe.pdf');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    choose(big);
    expect((await screen.findByRole('alert')).textContent).toBe('File-i eshte me i madh se 20 MB!');
    expect(onSend).not.toHaveBeenCalled();
  });

  test('recognises JPEG, PNG, WebP and PDF by their first bytes and nothing else', () => {
    const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
    expect(sniffMime(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffMime(new Uint8Array(pngBytes()))).toBe('image/png');
    expect(sniffMime(new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP')]))).toBe('image/webp');
    expect(sniffMime(new Uint8Array(pdfBytes()))).toBe('application/pdf');
    expect(sniffMime(new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')]))).toBeNull();
    expect(sniffMime(new Uint8Array(ascii('GIF89a')))).toBeNull();
    expect(sniffMime(new Uint8Array())).toBeNull();
  });

  test('refuses with the same words the server uses', () => {
    for (const accept of ['image', 'pdf', 'pdfOrImage'] as const) {
      expect(FILE_REFUSALS[accept].message).toBe(ACCEPT_REFUSAL[accept]);
    }
  });

  test('has no axe violations, also while showing a refusal', async () => {
    renderUi(<Harness accept="pdf" onSend={() => undefined} />);
    await expectNoAxeViolations();
    choose(fileOf(pngBytes(), 'x.pdf'));
    await screen.findByRole('alert');
    await expectNoAxeViolations();
  });
});
