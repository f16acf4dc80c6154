import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEASURE_MSG } from '../../../domain/measure/messages.js';
import { MSG } from '../../../domain/messages.js';
import { clientRow, measureRow, projectRow } from '../../fixtures/contactRows.js';
import { acceptToken, currentHref, installFakeApi, makeSession, outboxOf, put, renderApp, resetApp, type FakeApi } from '../app/testApp';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => resetApp());

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1]!.textContent);

const client = clientRow({ firstnameAndLastname: 'Arta', lastName: 'Gashi' });
const kitchen = projectRow({ clientId: client.id, projectName: 'Kuzhina' });
const wardrobe = projectRow({ clientId: client.id, projectName: 'Garderoba' });
const finalMeasure = measureRow({ clientId: client.id, projectId: kitchen.id, measureStatusId: 2, measureDate: '2026-05-04', productLocation: null });
const onHold = measureRow({ clientId: client.id, projectId: wardrobe.id, measureStatusId: 3, measureDate: '2026-05-05' });
const mirror = (assignee: string) => [
  put('clients', client),
  put('projects', kitchen),
  put('projects', wardrobe),
  put('projects', projectRow({ clientId: client.id, projectName: 'Banjo', measureAssignee: assignee, measureDate: '2026-06-01' })),
  put('measures', finalMeasure),
  put('measures', onHold),
];

describe('the measure lists', () => {
  it('show a measurer the projects assigned to them first, then every measure with a status filter', async () => {
    const session = makeSession({ measures: true });
    acceptToken(fake, session);
    fake.feed.push(...mirror(session.userId));
    await renderApp('/dashboard/measures', session);
    const assigned = await screen.findByRole('region', { name: 'Projektet qe ju presin per matje' });
    expect(within(assigned).getByRole('link', { name: /Banjo/ }).getAttribute('href')).toMatch(/^\/dashboard\/measures\/create\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    await waitFor(async () => expect(firstCells(await screen.findByRole('table', { name: 'Matjet' })).sort()).toEqual(['Garderoba', 'Kuzhina']));
    expect(screen.getByRole('combobox', { name: 'Statusi' })).toBeTruthy();
    expect(await violations()).toEqual([]);
  });

  it('show one status by its path, and no list for a status that does not exist', async () => {
    const session = makeSession({ measures: true });
    acceptToken(fake, session);
    fake.feed.push(...mirror(session.userId));
    await renderApp('/dashboard/measures/2', session);
    await waitFor(async () => expect(firstCells(await screen.findByRole('table', { name: 'Matje finale' }))).toEqual(['Kuzhina']));
    expect(screen.queryByRole('region', { name: 'Projektet qe ju presin per matje' })).toBeNull();
    resetApp();
    await renderApp('/dashboard/measures/9', session);
    expect(await screen.findByRole('heading', { name: 'Kjo faqe nuk ekziston' })).toBeTruthy();
  });
});

describe('the measure form', () => {
  it('refuses a final measure without a location in the form, and queues the save once it has one', async () => {
    const session = makeSession({ measures: true });
    acceptToken(fake, session);
    fake.feed.push(...mirror(session.userId));
    await renderApp(`/dashboard/measures/create/${kitchen.id}/${client.id}`, session);
    const form = await screen.findByRole('form', { name: 'Matja: Arta Gashi — Kuzhina' });
    fireEvent.click(within(form).getByRole('button', { name: 'Ruaj' }));
    expect((await within(form).findAllByText(MEASURE_MSG.locationRequired)).length).toBeGreaterThan(0);
    expect(await outboxOf(session)).toEqual([]);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Lokacioni' }), { target: { value: '42.662900,21.165500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ruaj' }));
    expect(await screen.findByText(MEASURE_MSG.saved)).toBeTruthy();
    const [entry, ...rest] = await outboxOf(session);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ method: 'POST', url: `measures/${finalMeasure.id}`, body: { productLocation: '42.662900,21.165500', measureStatusId: 2 } });
    expect(await violations()).toEqual([]);
  });

  it('shows an observer who holds measures the form without its save; sends one who does not back with the refusal', async () => {
    const reader = makeSession({ observer: true, measures: true });
    acceptToken(fake, reader);
    fake.feed.push(...mirror(reader.userId));
    await renderApp(`/dashboard/measures/create/${kitchen.id}/${client.id}`, reader);
    const form = await screen.findByRole('form', { name: 'Matja: Arta Gashi — Kuzhina' });
    expect(within(form).queryByRole('button', { name: 'Ruaj' })).toBeNull();
    resetApp();
    const observer = makeSession({ observer: true });
    acceptToken(fake, observer);
    const { router } = await renderApp(`/dashboard/measures/create/${kitchen.id}/${client.id}`, observer);
    expect(await screen.findByText(MSG.noAccess)).toBeTruthy();
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard/measures'));
  });
});
