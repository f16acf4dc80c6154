import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import type { Session } from '../../../src/local';
import { acceptToken, installFakeApi, makeSession, renderApp, resetApp, type FakeApi } from '../app/testApp';

/** The admin views that only the server can answer, against an in-memory API: the activity dashboard and the audit log. */

let fake: FakeApi;
let admin: Session;
const cutting = newId();

beforeEach(() => {
  fake = installFakeApi();
  admin = makeSession({ fullPrivileges: true });
  acceptToken(fake, admin);
});
afterEach(() => resetApp());

const status = (statusId: number, material?: string) => ({
  id: newId(),
  productId: newId(),
  project: { id: newId(), name: 'Kuzhina Gashi' },
  article: { id: newId(), name: 'Dollap' },
  responsibility: { id: cutting, name: 'Prerje' },
  ...(material ? { material: { id: newId(), name: material } } : {}),
  responsibilityStatusId: statusId,
});

describe('activity dashboard (/admin)', () => {
  it('shows each user with what they hold and the activity derived from it', async () => {
    fake.routes.set('GET users/dashboard', () => ({
      status: 200,
      body: {
        data: [
          { id: newId(), username: 'arta', name: 'Arta Gashi', productStatuses: [status(2)], materialStatuses: [status(4, 'MDF')], status: 1 },
          { id: newId(), username: 'besnik', name: 'Besnik Hoxha', productStatuses: [status(1)], materialStatuses: [], status: 2 },
          { id: newId(), username: 'teuta', name: 'Teuta Rexhepi', productStatuses: [], materialStatuses: [], status: 3 },
        ],
      },
    }));
    await renderApp('/admin', admin);
    const activity = await screen.findByRole('table', { name: 'Aktiviteti i perdoruesve' });
    const rowOf = async (name: string) => {
      const row = (await within(activity).findByText(name)).closest('tr');
      if (!row) throw new Error(`no row for ${name}`);
      return within(row);
    };
    expect((await rowOf('Arta Gashi')).getByText('Aktiv')).toBeTruthy();
    expect((await rowOf('Arta Gashi')).getByText(/Kuzhina Gashi · Dollap — Prerje — MDF/)).toBeTruthy();
    expect((await rowOf('Arta Gashi')).getByText('Ne proces')).toBeTruthy();
    expect((await rowOf('Besnik Hoxha')).getByText('Jo aktiv')).toBeTruthy();
    expect((await rowOf('Teuta Rexhepi')).getByText('Pasiv')).toBeTruthy();
    // The master-data links stay below the dashboard.
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Njesite' })).toBeTruthy();
    expect(main.getByRole('link', { name: 'Perdoruesit' })).toBeTruthy();
  });

  it('says it needs a connection when the server cannot be reached, and keeps the links', async () => {
    await renderApp('/admin', admin);
    expect(await screen.findByText('Kjo pamje lexohet drejtperdrejt nga serveri dhe ka nevoje per internet.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Aktiviteti i perdoruesve' })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Regjistri i auditimit' })).toBeTruthy();
  });

  it('sums up a long queue by status, lists what is in process, and keeps the whole list one click away', async () => {
    const queue = [status(2), status(2), status(4), status(2), status(1)];
    fake.routes.set('GET users/dashboard', () => ({
      status: 200,
      body: { data: [{ id: newId(), username: 'besnik', name: 'Besnik Hoxha', productStatuses: queue, materialStatuses: [], status: 1 }] },
    }));
    await renderApp('/admin', admin);
    const activity = await screen.findByRole('table', { name: 'Aktiviteti i perdoruesve' });
    const row = (await within(activity).findByText('Besnik Hoxha')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Aktiv')).toBeTruthy();
    expect(within(row).getByText("E perfunduar: 1 · Per t'u bere: 3 · Ne proces: 1")).toBeTruthy();
    const all = within(row).getByText('Te gjitha (5)').closest('details');
    if (!all) throw new Error('no details');
    expect(all.open).toBe(false);
    expect(within(all).getAllByRole('listitem', { hidden: true })).toHaveLength(5);
  });

  it('shows the empty state when the company has no users to show', async () => {
    fake.routes.set('GET users/dashboard', () => ({ status: 200, body: { data: [] } }));
    await renderApp('/admin', admin);
    expect(await screen.findByText('Nuk ka perdorues.')).toBeTruthy();
  });
});

describe('audit log (/admin/audit-log)', () => {
  it('shows who changed what, with the values as key: value lines', async () => {
    fake.routes.set('GET admin/audits/show', () => ({
      status: 200,
      body: {
        data: [
          {
            id: newId(),
            auditableType: 'units',
            auditableId: newId(),
            event: 'updated',
            oldValues: { name: 'Metra' },
            newValues: { name: 'Metra katrore', updatedAt: '2026-03-01T10:00:00Z' },
            userId: admin.userId,
            username: 'arben',
            createdAt: '2026-03-01T10:00:00Z',
          },
        ],
        page: 1,
        perPage: 100,
        total: 1,
      },
    }));
    await renderApp('/admin/audit-log', admin);
    const log = await screen.findByRole('table', { name: 'Regjistri i auditimit' });
    const row = (await within(log).findByText('units')).closest('tr');
    if (!row) throw new Error('no row');
    expect(row.textContent).toContain('name: Metra katrore');
    expect(row.textContent).toContain('name: Metra');
    expect(within(row).getByText('Ndryshim')).toBeTruthy();
    expect(within(row).getByText('arben')).toBeTruthy();
    expect(screen.getByText('Te lexuara 1 nga 1 rekorde.')).toBeTruthy();
  });

  it('checks the day range before asking the server', async () => {
    fake.routes.set('GET admin/audits/show', () => ({ status: 200, body: { data: [], page: 1, perPage: 100, total: 0 } }));
    await renderApp('/admin/audit-log', admin);
    await screen.findByText('Nuk ka te dhena !');
    const reads = fake.calls.filter((c) => c.path === 'admin/audits/show').length;
    fireEvent.change(screen.getByLabelText(/Data e fillimit/), { target: { value: '10.03.2026' } });
    fireEvent.change(screen.getByLabelText(/Data e mbarimit/), { target: { value: '01.03.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtro' }));
    expect(await screen.findByText('Data e fillimit duhet te jete para dates se mbarimit!')).toBeTruthy();
    expect(fake.calls.filter((c) => c.path === 'admin/audits/show')).toHaveLength(reads);
  });

  it('says it needs a connection when the server cannot be reached', async () => {
    await renderApp('/admin/audit-log', admin);
    expect(await screen.findByText('Kjo pamje lexohet drejtperdrejt nga serveri dhe ka nevoje per internet.')).toBeTruthy();
  });
});
