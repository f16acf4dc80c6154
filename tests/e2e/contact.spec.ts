import writeXlsxFile from 'write-excel-file/node';
import type { ClientRead, ClientWithProjects } from '../../domain/contact/clientShape.js';
import { CONTACT_MSG } from '../../domain/contact/messages.js';
import type { MeasureProject } from '../../domain/measure/endpoints.js';
import { MEASURE_MSG } from '../../domain/measure/messages.js';
import { MSG } from '../../domain/messages.js';
import { expect, test } from './fixtures';
import { ContactForm } from './pages/ContactForm';
import { MeasureForm } from './pages/MeasureForm';
import { outboxCount } from './support/mirror';
import { waitForOfflineReady } from './support/pwa';
import type { ServerApi } from './support/serverApi';

/** The office's clients whose name the search finds. */
const clientsNamed = async (server: ServerApi, name: string) => (await server.json<{ data: ClientRead[] }>('GET', `clients/search?query=${encodeURIComponent(name)}`, { as: 'office' })).data;

const projectsOf = async (server: ServerApi, clientId: string) =>
  (await server.json<{ data: { data: ClientWithProjects[] } }>('GET', `clients/${clientId}/projects`, { as: 'office' })).data.data[0]!.projects;

const tagOf = () => Date.now().toString(36).slice(-6);

test('the office creates a contact with two projects; it lands once with both', async ({ page, server, signIn }) => {
  const first = `Kontakt${tagOf()}`;
  const form = new ContactForm(page);
  await signIn('office');
  await form.open();
  await form.fillClient(first, 'Berisha', '044 555 111', 'Prizren');

  // Without a project the form refuses, and queues nothing.
  await form.save();
  await expect(page.getByText(CONTACT_MSG.createProject).first()).toBeVisible();
  expect(await outboxCount(page)).toBe(0);

  await form.addProjects('Kuzhina', 'Dhoma e gjumit');
  await form.save();
  await expect(page.getByText(CONTACT_MSG.clientCreated)).toBeVisible();
  await page.waitForURL('**/dashboard/contact');
  await expect.poll(async () => (await clientsNamed(server, first)).length).toBe(1);
  const [client] = await clientsNamed(server, first);
  expect(client!.city?.name).toBe('Prizren');
  expect(client!.country.id).toBe(76);
  expect((await projectsOf(server, client!.id)).map((p) => p.projectName).sort()).toEqual(['Dhoma e gjumit', 'Kuzhina']);
});

test.describe("the measurer's tablet without signal", () => {
  test.use({ viewport: { width: 800, height: 1280 }, permissions: ['geolocation'], geolocation: { latitude: 42.6629, longitude: 21.1655 } });

  test('a new contact, its project and its measure with a photo, a drawn sketch and the location; a reload keeps them; online each lands once', async ({ page, context, server, signIn, shell }) => {
    const tag = tagOf();
    const first = `Tablet${tag}`;
    const projectName = `Banjo ${tag}`;
    const contact = new ContactForm(page);
    const measure = new MeasureForm(page);
    await signIn('office');
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await contact.open();
    await contact.fillClient(first, 'Krasniqi', '049 777 222', 'Peje');
    await contact.addProjects(projectName);
    await contact.save();
    await page.waitForURL('**/dashboard/contact');
    await shell.expectPending(1);

    await measure.open();
    await measure.choose('Klienti', `${first} Krasniqi`);
    await measure.choose('Projekti', projectName);
    await measure.text('Materiali').fill('MDF e bardhe');
    await measure.choose('Statusi i matjes', 'Matje finale');
    await measure.form.getByRole('button', { name: 'Perdor pozicionin tim' }).click();
    await expect(measure.text('Lokacioni')).toHaveValue(/^42\.66\d*,21\.16\d*$/);
    const photo = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(640, 480);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#a0522d';
      ctx.fillRect(0, 0, 640, 480);
      ctx.fillStyle = '#fff';
      ctx.fillRect(100, 100, 200, 150);
      return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer())];
    });
    await measure.form.getByLabel(/Nga galeria/).setInputFiles({ name: 'mur.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) });
    await measure.drawSketchOnBlankPage();
    await measure.saveButton.click();
    await shell.expectKeptOnDevice(MEASURE_MSG.created);
    await shell.expectPending(2);
    expect(await outboxCount(page)).toBe(2);

    // A reload without signal: both saves are still queued, the measure shows as pending.
    await page.reload();
    await shell.expectReady();
    await shell.expectPending(2);
    await expect(measure.pending).toBeVisible();
    expect(await clientsNamed(server, first)).toHaveLength(0);

    await context.setOffline(false);
    await shell.expectPending(0);
    const clients = await clientsNamed(server, first);
    expect(clients).toHaveLength(1);
    const projects = await projectsOf(server, clients[0]!.id);
    expect(projects.map((p) => p.projectName)).toEqual([projectName]);
    const opened = (await server.json<{ data: MeasureProject }>('GET', `measures/${projects[0]!.id}/project`, { as: 'office' })).data;
    expect(opened.measure).not.toBeNull();
    expect(opened.measure!.measureStatusId).toBe(2);
    expect(opened.measure!.productLocation).toMatch(/^42\.66\d*,21\.16\d*$/);
    expect(opened.measure!.picture).toHaveLength(1);
    expect(opened.measure!.sketch).toHaveLength(1);
    expect(opened.measure!.productMaterial).toBe('MDF e bardhe');
    // The final measure moved its client on to the measure module.
    expect(opened.client.moduleId).toBe(2);
  });
});

test('an import shows every row with its errors before anything is written; only the good rows land', async ({ page, server, signIn }) => {
  const tag = tagOf();
  const header = ['Emri', 'Mbiemri', 'Telefoni', 'Shteti', 'Qyteti', 'Projektet'];
  const rows = [
    [`Import${tag}a`, 'Hoxha', '044 100 200', 'Kosove', 'Gjilan', 'Kuzhina; Sallon'],
    [`Import${tag}b`, '', '044 100 300', 'Kosove', 'Gjilan', 'Kuzhina'],
    [`Import${tag}c`, 'Gashi', '044 100 400', 'Kosove', 'Ferizaj', 'Garderoba'],
  ];
  const sheet = await writeXlsxFile([header, ...rows].map((r) => r.map((value) => ({ value }))), { buffer: true });
  await signIn('office');
  await page.goto('/dashboard/contact');
  await page.getByRole('button', { name: 'Importo nga Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importo kliente nga Excel' });
  await dialog.getByLabel('Zgjidh file-in').setInputFiles({ name: 'kliente.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(sheet) });

  // The preview: three rows, the second refused for its last name; the server holds none yet.
  const table = dialog.getByRole('table', { name: 'Rreshtat e file-it' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const bad = table.getByRole('row').filter({ hasText: `Import${tag}b` });
  await expect(bad).toContainText('Refuzohet');
  await expect(bad).toContainText(MSG.lastNameRequired);
  await expect(table.getByRole('row').filter({ hasText: 'Importohet' })).toHaveCount(2);
  expect(await clientsNamed(server, `Import${tag}`)).toHaveLength(0);

  await dialog.getByRole('button', { name: 'Importo', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: MSG.saved })).toBeVisible();
  const landed = await clientsNamed(server, `Import${tag}`);
  expect(landed.map((c) => c.firstnameAndLastname).sort()).toEqual([`Import${tag}a`, `Import${tag}c`]);
  expect((await projectsOf(server, landed.find((c) => c.firstnameAndLastname.endsWith('a'))!.id)).map((p) => p.projectName).sort()).toEqual(['Kuzhina', 'Sallon']);
});
