import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { PhotoInput } from '../../../src/ui/PhotoInput';
import { canvasToJpeg, PHOTO_JPEG_QUALITY } from '../../../src/ui/reencodeJpeg';
import { pdfBytes } from '../../fixtures/files.js';
import { expectNoAxeViolations, renderUi } from './renderUi';

describe('PhotoInput', () => {
  test('encodes photos as JPEG at quality 0.2', async () => {
    const canvas = document.createElement('canvas');
    // jsdom cannot encode a canvas: toBlob is replaced only to capture the type and quality asked for.
    const toBlob = vi.spyOn(canvas, 'toBlob').mockImplementation((callback, type) => callback(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type })));
    const jpeg = await canvasToJpeg(canvas);
    expect(PHOTO_JPEG_QUALITY).toBe(0.2);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.2);
    expect(jpeg.type).toBe('image/jpeg');
  });

  test('offers the camera and the gallery as two labelled buttons', () => {
    renderUi(<PhotoInput label="Foto e montimit" value={[]} onChange={() => undefined} />);
    const camera = screen.getByLabelText<HTMLInputElement>(/Foto e montimit Fotografo/);
    const gallery = screen.getByLabelText<HTMLInputElement>(/Foto e montimit Nga galeria/);
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(gallery.hasAttribute('capture')).toBe(false);
    expect(camera.accept).toBe('image/jpeg,image/png,image/webp');
  });

  test('refuses a file that is not an image, whatever its name', async () => {
    const onChange = vi.fn();
    renderUi(<PhotoInput label="Foto e montimit" value={[]} onChange={onChange} />);
    const pdfNamedJpg = new File([new Uint8Array(pdfBytes())], 'foto.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText(/Nga galeria/), { target: { files: [pdfNamedJpg] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Lejohen vetem fotografi (JPEG, PNG, WebP)!');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('lets each kept photo be removed by its own button', () => {
    const onChange = vi.fn();
    const photos = [new Blob(['a'], { type: 'image/jpeg' }), new Blob(['b'], { type: 'image/jpeg' })];
    renderUi(<PhotoInput label="Foto" value={photos} onChange={onChange} max={5} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hiq foton 1' }));
    expect(onChange).toHaveBeenCalledWith([photos[1]]);
  });

  test('refuses the photos past its maximum with the reason and keeps those that fit', async () => {
    const onChange = vi.fn();
    const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])], name, { type: 'image/jpeg' });
    const kept = new Blob(['a'], { type: 'image/jpeg' });
    renderUi(<PhotoInput label="Foto" value={[kept]} onChange={onChange} max={2} tooMany="Deri ne 10 foto per instalim!" />);
    fireEvent.change(screen.getByLabelText(/Nga galeria/), { target: { files: [jpeg('a.jpg'), jpeg('b.jpg')] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Deri ne 10 foto per instalim!');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toHaveLength(2);
  });

  test('has no axe violations', async () => {
    renderUi(<PhotoInput label="Foto e montimit" value={[]} onChange={() => undefined} required hint="Deri ne 5 foto" max={5} />);
    await expectNoAxeViolations();
  });
});
