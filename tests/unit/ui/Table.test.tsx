import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Table } from '../../../src/ui/Table';
import { exportFileName, toCsv, toXlsx } from '../../../src/ui/tableExport';
import type { TableColumn } from '../../../src/ui/tableTypes';
import { expectNoAxeViolations, renderUi, setWindowWidth } from './renderUi';

interface Client {
  id: string;
  name: string;
  city: string | null;
  debt: number;
}

const columns: TableColumn<Client>[] = [
  { id: 'name', header: 'Emri', value: (c) => c.name },
  { id: 'city', header: 'Qyteti', value: (c) => c.city, hideOnMobile: true },
  { id: 'debt', header: 'Borxhi', value: (c) => c.debt, align: 'end' },
];

const makeClients = (n: number): Client[] =>
  Array.from({ length: n }, (_, i) => ({ id: `c${i + 1}`, name: `Klienti ${i + 1}`, city: i % 2 ? 'Prishtine' : 'Peje', debt: (i * 37) % 101 }));

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody'));
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

afterEach(() => {
  localStorage.clear();
  setWindowWidth(1024);
  vi.restoreAllMocks();
});

describe('Table', () => {
  test('sorts by a column when its header is pressed, ascending then descending, and says so with aria-sort', () => {
    const rows: Client[] = [
      { id: 'a', name: 'Çlirim', city: 'Peje', debt: 5 },
      { id: 'b', name: 'Agim', city: null, debt: 10 },
      { id: 'c', name: 'Besa', city: 'Gjakove', debt: 2 },
    ];
    renderUi(<Table caption="Klientet" columns={columns} rows={rows} getRowId={(c) => c.id} />);
    const header = screen.getByRole('columnheader', { name: /Borxhi/ });
    // A real <button>: Enter and Space press it natively.
    const sortButton = within(header).getByRole('button', { name: /Borxhi/ });
    expect(header.hasAttribute('aria-sort')).toBe(false);

    fireEvent.click(sortButton);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstCells()).toEqual(['Besa', 'Çlirim', 'Agim']);

    fireEvent.click(sortButton);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstCells()).toEqual(['Agim', 'Çlirim', 'Besa']);

    fireEvent.click(within(screen.getByRole('columnheader', { name: /Qyteti/ })).getByRole('button'));
    expect(header.hasAttribute('aria-sort')).toBe(false);
    // Empty values go last; Albanian order puts Ç after C.
    expect(firstCells()).toEqual(['Besa', 'Çlirim', 'Agim']);
  });

  test('shows 50 rows a page by default and moves between pages', () => {
    renderUi(<Table caption="Klientet" columns={columns} rows={makeClients(120)} getRowId={(c) => c.id} />);
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByText('Faqja 1 nga 3')).toBeTruthy();
    expect(screen.getByText('1–50 nga 120')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjeter' }));
    expect(firstCells()[0]).toBe('Klienti 51');
    fireEvent.click(screen.getByRole('button', { name: 'Faqja e fundit' }));
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Faqja 3 nga 3')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Faqja tjeter' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Faqja e pare' }));
    expect(firstCells()[0]).toBe('Klienti 1');
  });

  test('offers the spec page sizes and goes back to page 1 when the size changes', () => {
    renderUi(<Table caption="Klientet" columns={columns} rows={makeClients(120)} getRowId={(c) => c.id} />);
    const size = screen.getByRole('combobox', { name: 'Rreshta per faqe' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['5', '10', '20', '30', '50', '75', '100', '1000', '10000']);
    expect((size as HTMLSelectElement).value).toBe('50');

    fireEvent.click(screen.getByRole('button', { name: 'Faqja tjeter' }));
    fireEvent.change(size, { target: { value: '10' } });
    expect(bodyRows()).toHaveLength(10);
    expect(firstCells()[0]).toBe('Klienti 1');
    expect(screen.getByText('Faqja 1 nga 12')).toBeTruthy();
  });

  test('remembers the chosen sort and page size on this device, per table', () => {
    const first = renderUi(<Table caption="Klientet" columns={columns} rows={makeClients(120)} getRowId={(c) => c.id} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Rreshta per faqe' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: /Borxhi/ }));
    fireEvent.click(screen.getByRole('button', { name: /Borxhi/ }));
    const chosen = firstCells();
    first.unmount();

    const again = renderUi(<Table caption="Klientet" columns={columns} rows={makeClients(120)} getRowId={(c) => c.id} />);
    expect(bodyRows()).toHaveLength(10);
    expect(firstCells()).toEqual(chosen);
    expect(screen.getByRole('columnheader', { name: /Borxhi/ }).getAttribute('aria-sort')).toBe('descending');
    again.unmount();

    renderUi(<Table caption="Projektet" columns={columns} rows={makeClients(120)} getRowId={(c) => c.id} />);
    expect(bodyRows()).toHaveLength(50);
    expect(firstCells()[0]).toBe('Klienti 1');
  });

  test('leaves out hideOnMobile columns at 500 px or narrower', () => {
    renderUi(<Table caption="Klientet" columns={columns} rows={makeClients(3)} getRowId={(c) => c.id} />);
    expect(screen.getByRole('columnheader', { name: /Qyteti/ })).toBeTruthy();

    act(() => setWindowWidth(500));
    expect(screen.queryByRole('columnheader', { name: /Qyteti/ })).toBeNull();
    expect(within(bodyRows()[0]!).getAllByRole('cell')).toHaveLength(2);

    act(() => setWindowWidth(501));
    expect(screen.getByRole('columnheader', { name: /Qyteti/ })).toBeTruthy();
  });

  test("says 'Nuk ka te dhena !' when there are no rows, and shows a loading state before rows arrive", () => {
    const { rerender } = renderUi(<Table caption="Klientet" columns={columns} rows={undefined} getRowId={(c) => c.id} />);
    expect(screen.getByRole('status').textContent).toContain('Duke u ngarkuar...');
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');

    rerender(<Table caption="Klientet" columns={columns} rows={[]} getRowId={(c) => c.id} />);
    expect(screen.getByText('Nuk ka te dhena !')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Faqet e tabeles' })).toBeNull();
  });

  test('stays on the last page that exists when rows disappear', () => {
    const { rerender } = renderUi(<Table caption="Klientet" columns={columns} rows={makeClients(120)} getRowId={(c) => c.id} />);
    fireEvent.click(screen.getByRole('button', { name: 'Faqja e fundit' }));
    rerender(<Table caption="Klientet" columns={columns} rows={makeClients(60)} getRowId={(c) => c.id} />);
    expect(screen.getByText('Faqja 2 nga 2')).toBeTruthy();
    expect(bodyRows()).toHaveLength(10);
  });

  test('deletes a row only after the user confirms, and edits with a named button', async () => {
    const onDelete = vi.fn();
    const onEdit = vi.fn();
    renderUi(<Table caption="Klientet" columns={columns} rows={makeClients(2)} getRowId={(c) => c.id} onEdit={onEdit} onDelete={onDelete} />);

    fireEvent.click(screen.getByRole('button', { name: 'Edito: Klienti 2' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'c2' }));

    fireEvent.click(screen.getByRole('button', { name: 'Fshij: Klienti 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fshirja e rekordit' });
    expect(dialog.textContent).toContain('A jeni te sigurte qe doni te fshini "Klienti 1"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anulo' }));
    expect(onDelete).not.toHaveBeenCalled();

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Fshij: Klienti 1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fshij' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
  });

  test('offers delete only on the rows canDelete allows (a row with nothing to delete yet)', () => {
    renderUi(<Table caption="Klientet" columns={columns} rows={makeClients(2)} getRowId={(c) => c.id} onEdit={() => undefined} onDelete={() => undefined} canDelete={(c) => c.id === 'c2'} />);
    expect(screen.queryByRole('button', { name: 'Fshij: Klienti 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Fshij: Klienti 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edito: Klienti 1' })).toBeTruthy();
  });

  test('reports the chosen row on click or Enter and marks it selected', () => {
    const onRowSelect = vi.fn();
    const { rerender } = renderUi(<Table caption="Klientet" columns={columns} rows={makeClients(3)} getRowId={(c) => c.id} onRowSelect={onRowSelect} />);
    fireEvent.click(bodyRows()[1]!);
    expect(onRowSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c2' }));
    fireEvent.keyDown(bodyRows()[2]!, { key: 'Enter' });
    expect(onRowSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'c3' }));

    rerender(<Table caption="Klientet" columns={columns} rows={makeClients(3)} getRowId={(c) => c.id} onRowSelect={onRowSelect} selectedRowId="c3" />);
    expect(bodyRows()[2]?.getAttribute('aria-selected')).toBe('true');
    expect(bodyRows()[0]?.getAttribute('aria-selected')).toBe('false');
  });

  test('draws only part of a long page and keeps row positions for screen readers', () => {
    // jsdom lays nothing out: give the scroll box a tablet's 600 px viewport and each drawn row a 53 px height.
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(53);
    renderUi(<Table caption="Klientet" columns={columns} rows={makeClients(1000)} getRowId={(c) => c.id} defaultPageSize={1000} />);
    const drawn = bodyRows().filter((r) => r.hasAttribute('aria-rowindex'));
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(100);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('1001');
    expect(drawn[0]?.getAttribute('aria-rowindex')).toBe('2');
  });

  test('draws every row of a long page while printing', () => {
    renderUi(<Table caption="Klientet" columns={columns} rows={makeClients(300)} getRowId={(c) => c.id} defaultPageSize={1000} />);
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(bodyRows()).toHaveLength(300);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(bodyRows().length).toBeLessThan(300);
  });

  test('has no axe violations with data, actions and selection', async () => {
    const { container } = renderUi(
      <Table caption="Klientet" columns={columns} rows={makeClients(3)} getRowId={(c) => c.id} onEdit={() => undefined} onDelete={() => undefined} onRowSelect={() => undefined} selectedRowId="c1" />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('CSV export', () => {
  const words = { yes: 'Po', no: 'Jo' };

  test('starts with a byte order mark, writes the header and every exportable column, hidden-on-mobile ones too', () => {
    const csv = toCsv(columns, makeClients(2), words);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Emri,Qyteti,Borxhi\r\nKlienti 1,Peje,0\r\nKlienti 2,Prishtine,37\r\n');
  });

  test('quotes values with commas, quotes or line breaks and doubles inner quotes', () => {
    const rows: Client[] = [
      { id: '1', name: 'Kuzhina "Moderne", Sh.p.k.', city: 'Rr. "Nena Tereze"\nNr. 5', debt: 1234.5 },
      { id: '2', name: 'Ëndrit Çeku', city: 'a\r\nb', debt: -3 },
    ];
    const lines = toCsv(columns, rows, words).slice(1);
    expect(lines).toBe(
      'Emri,Qyteti,Borxhi\r\n' +
        '"Kuzhina ""Moderne"", Sh.p.k.","Rr. ""Nena Tereze""\nNr. 5",1234.5\r\n' +
        'Ëndrit Çeku,"a\r\nb",-3\r\n',
    );
  });

  test('defuses text that a spreadsheet would run as a formula, but not numbers', () => {
    const rows: Client[] = [{ id: '1', name: '=HYPERLINK("http://x")', city: '+383 44 123 456', debt: -5 }];
    expect(toCsv(columns, rows, words).split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",'+383 44 123 456,-5`);
  });

  test('writes empty values as empty cells, yes/no in words, and uses exportValue when a column has one', () => {
    const cols: TableColumn<{ a: string | null; b: boolean }>[] = [
      { id: 'a', header: 'A', value: (r) => r.a, exportValue: (r) => (r.a ?? '').toUpperCase() },
      { id: 'b', header: 'B', value: (r) => r.b },
      { id: 'x', header: 'Veprime', value: () => null, exportable: false },
    ];
    expect(toCsv(cols, [{ a: 'x', b: true }, { a: null, b: false }], words).slice(1)).toBe('A,B\r\nX,Po\r\n,Jo\r\n');
  });

  test('names export files after the table and the day', () => {
    expect(exportFileName('Klientet e mi', 'csv', new Date(2024, 2, 1))).toBe('Klientet-e-mi-2024-03-01.csv');
    expect(exportFileName('a/b:c', 'xlsx', new Date(2024, 2, 1))).toBe('a-b-c-2024-03-01.xlsx');
  });

  test('writes an Excel workbook (a zip holding the sheet)', async () => {
    const blob = await toXlsx(columns, makeClients(3), words);
    const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
    expect(String.fromCharCode(...head)).toBe('PK');
    expect(blob.size).toBeGreaterThan(1000);
  });
});
