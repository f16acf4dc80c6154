import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import type { Session } from '../../../src/local';
import { acceptToken, installFakeApi, makeSession, outboxOf, put, renderApp, resetApp, type FakeApi } from '../app/testApp';

let fake: FakeApi;
let admin: Session;
const cutting = newId();
const painting = newId();
const drilling = newId();

beforeEach(() => {
  fake = installFakeApi();
  admin = makeSession({ fullPrivileges: true });
  acceptToken(fake, admin);
  fake.feed.push(
    put('responsibilities', { id: cutting, name: 'Prerje', departmentId: null }),
    put('responsibilities', { id: painting, name: 'Lyerje', departmentId: null }),
    put('responsibilities', { id: drilling, name: 'Shpim', departmentId: null }),
  );
});
afterEach(() => resetApp());

describe('materials', () => {
  it('numbers the processes in the order chosen and sends them in that order', async () => {
    await renderApp('/admin/materials', admin);
    const processes = await screen.findByRole('group', { name: 'Proceset (sipas rendit te zgjedhjes)' });
    await within(processes).findByText('Shpim');
    fireEvent.change(screen.getByLabelText(/Emri i materialit/), { target: { value: 'MDF' } });
    fireEvent.click(within(processes).getByRole('checkbox', { name: /Shpim/ }));
    fireEvent.click(within(processes).getByRole('checkbox', { name: /Prerje/ }));
    expect(within(processes).getByRole('checkbox', { name: /^Radha\s*1\s*Shpim$/ })).toBeTruthy();
    expect(within(processes).getByRole('checkbox', { name: /^Radha\s*2\s*Prerje$/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Krijo' }));
    await within(screen.getByRole('table', { name: 'Materialet' })).findByText('MDF');
    const [entry] = await outboxOf(admin);
    expect(entry).toMatchObject({ url: 'admin/material', body: { material: 'MDF', responsibilities: [drilling, cutting] } });
  });

  it('needs at least one process', async () => {
    await renderApp('/admin/materials', admin);
    fireEvent.change(await screen.findByLabelText(/Emri i materialit/), { target: { value: 'MDF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByText('Materiali duhet te kete se paku nje proces!')).toBeTruthy();
    expect(await outboxOf(admin)).toHaveLength(0);
  });
});

describe('processes', () => {
  it('refuses a duplicate process name with the spec message', async () => {
    await renderApp('/admin/responsibilities', admin);
    await within(await screen.findByRole('table', { name: 'Proceset' })).findByText('Lyerje');
    fireEvent.change(screen.getByLabelText(/Emri i procesit/), { target: { value: 'LYERJE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByText('Ky proces eksiston!')).toBeTruthy();
  });
});

describe('departments', () => {
  it("says 'Ju lutem mbushni emrin e repartit!' for an empty name", async () => {
    await renderApp('/admin/departments', admin);
    fireEvent.click(await screen.findByRole('button', { name: 'Krijo' }));
    expect(await screen.findByText('Ju lutem mbushni emrin e repartit!')).toBeTruthy();
  });
});

describe('measurement sketch templates', () => {
  it('needs a PDF, then queues it as a multipart entry with the file', async () => {
    await renderApp('/admin/measurement-sketch-templates', admin);
    fireEvent.change(await screen.findByLabelText(/Emri i shabllonit/), { target: { value: 'Kuzhina L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Krijo' }));
    expect(await screen.findByText('Ju lutem nkarkoni file-in!')).toBeTruthy();

    const pdf = new File(['%PDF-1.7 sketch'], 'kuzhina-l.pdf', { type: 'application/pdf' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [pdf] } });
    await screen.findByText(/kuzhina-l\.pdf/);
    fireEvent.click(screen.getByRole('button', { name: 'Krijo' }));

    await within(screen.getByRole('table', { name: 'Shabllonet e skicave te matjes' })).findByText('Kuzhina L');
    const [entry] = await outboxOf(admin);
    expect(entry).toMatchObject({ method: 'POST', url: 'measurement-templates', body: { nameOfFile: 'Kuzhina L' } });
    expect(entry?.files?.[0]?.field).toBe('template');
    expect(entry?.files?.[0]?.name).toBe('kuzhina-l.pdf');
  });
});

describe('production settings', () => {
  it('saves the switch and the daily capacity through the outbox', async () => {
    await renderApp('/admin/production-settings', admin);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Shfaq detajet/ }));
    fireEvent.change(screen.getByLabelText(/Kapaciteti ditor/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(await screen.findByText('Vlera nuk eshte e vlefshme!')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Kapaciteti ditor/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ruaj' }));
    await waitFor(async () => expect(await outboxOf(admin)).toHaveLength(1));
    const [entry] = await outboxOf(admin);
    expect(entry).toMatchObject({ method: 'POST', url: 'admin/production-settings', body: { showProductionDropdownDetails: 1, dailyCapacity: 12, blueprintDeleteDepartments: [] } });
  });
});
