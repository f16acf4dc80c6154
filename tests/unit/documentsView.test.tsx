import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../domain/format.js';
import { DocumentActions } from '../../src/app/documents/DocumentActions';
import { DocumentSheet } from '../../src/app/documents/DocumentSheet';
import { renderUi } from './ui/renderUi';
import { SAMPLE } from './documentsSample';

afterEach(() => vi.restoreAllMocks());

describe('the document print view', () => {
  it('draws the same model as the PDF: header, facts, lines aligned, totals, sections and signatures', () => {
    const { container } = renderUi(<DocumentSheet document={SAMPLE} urls={new Map()} />);
    expect(screen.getByRole('heading', { name: 'Oferta' })).toBeTruthy();
    expect(container.querySelector('address')?.textContent).toBe('demoRruga e Kavajes 10');
    const facts = [...container.querySelectorAll('dl')[0]!.querySelectorAll('dt, dd')].map((e) => e.textContent);
    expect(facts).toEqual(['Klienti', 'Arta Këlliçi', 'Data', '10-02-2026']);

    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Produkti', 'Sasia', 'Cmimi', 'Shuma']);
    const first = within(table).getAllByRole('row')[1]!;
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Dollap kuzhine', '1', formatMoney(1200), formatMoney(1200)]);
    expect(cells.map((c) => c.className.includes('text-end'))).toEqual([false, true, true, true]);

    const totals = container.querySelectorAll('dl')[1]!;
    expect(totals.textContent).toContain(`Totali${formatMoney(2280)}`);
    expect(totals.querySelector('.font-bold')?.textContent).toBe(`Totali${formatMoney(2280)}`);

    expect(screen.getByRole('heading', { name: 'Kushtet' })).toBeTruthy();
    expect(screen.getByText('ne pranim').closest('strong')).toBeTruthy();
    expect(screen.getByText('ne pranim').closest('u')).toBeTruthy();
    expect(screen.getByText('Afati 30 dite').closest('em')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Afati 30 dite');
    expect(screen.getByRole('heading', { name: 'Prodhimi' })).toBeTruthy();
    // Text sections are text: markup in them is shown, never made into elements.
    expect(screen.getByText('<b>jo HTML</b>')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();

    expect([...container.querySelectorAll('figcaption')].map((f) => f.textContent)).toEqual(['Shitesi', 'Klienti']);
    expect(screen.getByText('Faqe e fundit')).toBeTruthy();
  });

  it('shows pad signatures as images, a missing one as unsigned', () => {
    const signature = new Blob(['png'], { type: 'image/png' });
    const { container } = renderUi(
      <DocumentSheet
        document={{ ...SAMPLE, signatures: [{ label: 'Instaluesi', image: signature, unsigned: 'Pa nenshkrim' }, { label: 'Klienti', image: null, unsigned: 'Pa nenshkrim' }] }}
        urls={new Map([[signature, 'blob:signature']])}
      />,
    );
    expect(screen.getByRole('img', { name: 'Instaluesi' }).getAttribute('src')).toBe('blob:signature');
    expect([...container.querySelectorAll('figcaption')].map((f) => f.textContent)).toEqual(['Instaluesi', 'Klienti: Pa nenshkrim']);
  });
});

describe('the document actions', () => {
  it('prints the sheet alone within the click, then takes it away', () => {
    let printed = '';
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('.print-sheet')?.textContent ?? '';
    });
    renderUi(<DocumentActions make={() => SAMPLE} labels={{ print: 'Printo', download: 'Shkarko PDF', subject: 'Kuzhina #1' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Printo: Kuzhina #1' }));
    expect(printed).toContain('Arta Këlliçi');
    expect(printed).toContain(formatMoney(2280));
    expect(document.querySelector('.print-sheet')).toBeNull();
  });

  it('offers sharing only where the browser can share a PDF file', () => {
    renderUi(<DocumentActions make={() => SAMPLE} labels={{ print: 'Printo', download: 'Shkarko PDF' }} />);
    expect(screen.queryByRole('button', { name: 'Ndaj PDF' })).toBeNull();
  });

  it('shares the PDF file where it can', () => {
    const canShare = vi.fn(() => true);
    Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
    try {
      renderUi(<DocumentActions make={() => SAMPLE} labels={{ print: 'Printo', download: 'Shkarko PDF' }} />);
      expect(screen.getByRole('button', { name: 'Ndaj PDF' })).toBeTruthy();
      expect((canShare.mock.calls[0] as unknown as [{ files: File[] }])[0].files[0]!.type).toBe('application/pdf');
    } finally {
      delete (navigator as { canShare?: unknown }).canShare;
    }
  });
});
