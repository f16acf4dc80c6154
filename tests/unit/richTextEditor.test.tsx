import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readRichText, richDocSchema } from '../../domain/text/richText.js';
import RichTextEditor from '../../src/app/documents/RichTextEditor';
import { renderUi } from './ui/renderUi';

// jsdom lays nothing out: ProseMirror's scroll-into-view asks a range for rectangles it does not have.
Object.assign(Range.prototype, { getClientRects: () => [], getBoundingClientRect: () => new DOMRect() });

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor label="Kushtet" value={value} onChange={setValue} error={null} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('the rich text editor', () => {
  it('opens legacy text as paragraphs, names its field and its toolbar buttons, and writes a valid document', async () => {
    renderUi(<Harness initial={'Pagesa 50 %\n\nAfati 30 dite'} />);
    const box = await screen.findByRole('textbox', { name: 'Kushtet' });
    expect(box.querySelectorAll('p')).toHaveLength(2);
    const bold = screen.getByRole('button', { name: 'I trashe' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    for (const name of ['I pjerret', 'I nenvizuar', 'Titull 1', 'Titull 2', 'Titull 3', 'Liste me pika', 'Liste me numra']) {
      expect(screen.getByRole('button', { name }).className).toContain('min-h-11');
    }

    fireEvent.click(screen.getByRole('button', { name: 'Liste me pika' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Liste me pika' }).getAttribute('aria-pressed')).toBe('true'));
    const written: unknown = JSON.parse(screen.getByTestId('value').textContent ?? '');
    expect(v.safeParse(richDocSchema, written).success).toBe(true);
    expect(readRichText(JSON.stringify(written)).content.some((b) => b.type === 'bulletList')).toBe(true);
  });
});
