import { randomUUID } from 'node:crypto';
import type { TransportProjectRow, TransportRecord } from '../../domain/transport/answers.js';
import { TRANSPORT_MSG as M } from '../../domain/transport/messages.js';
import type { WarehouseRecordRead } from '../../domain/warehouse/reads.js';
import { pdfBytes } from '../fixtures/files.js';
import { expect, test } from './fixtures';
import { TransportForm } from './pages/TransportForm';
import { TransportList } from './pages/TransportList';
import { Shell } from './pages/Shell';
import { outboxCount } from './support/mirror';
import { newDeviceHolding } from './support/newDevice';
import { waitForOfflineReady } from './support/pwa';
import type { ServerApi } from './support/serverApi';

/**
 * The driver's day (issue 12), on a phone: signed in at the depot the
 * mirror syncs and the invoices of their stops come to the device; on the
 * road without signal they fill the transport form; back in signal it
 * reaches the server exactly once.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** A warehouse record the driver carries with no transport yet, one per call. */
async function waitingStops(server: ServerApi): Promise<TransportProjectRow[]> {
  const driver = await server.login('driver');
  const { data } = await server.json<{ data: TransportProjectRow[] }>('GET', 'transport/warehouse-records', { as: 'driver' });
  const stops = data.filter((r) => r.withoutTransport === 0 && r.transportUserIds.includes(driver.user.id));
  expect(stops.length, 'the demo data holds stops of the driver with no transport').toBeGreaterThanOrEqual(2);
  return stops;
}

/** The office attaches the record's invoice (multipart, as the deposit form sends it); answers the stored file's id. */
async function attachInvoice(server: ServerApi, stop: TransportProjectRow, driverId: string, fileName: string): Promise<string> {
  const { data: record } = await server.json<{ data: WarehouseRecordRead }>('GET', `warehouse-records/${stop.warehouseRecordId}`);
  const form = new FormData();
  form.append('withoutTransport', '0');
  form.append('withoutInstallation', String(record.withoutInstallation));
  form.append('transportUsers[]', driverId);
  form.append('invoice[]', new Blob([new Uint8Array(pdfBytes(`fatura ${stop.label}`))], { type: 'application/pdf' }), fileName);
  const res = await fetch(server.url(`warehouse-records/${stop.warehouseRecordId}`), {
    method: 'POST',
    headers: { authorization: `Bearer ${await server.token()}`, 'idempotency-key': randomUUID() },
    body: form,
  });
  expect(res.status).toBe(200);
  const { data } = await server.json<{ data: WarehouseRecordRead }>('GET', `warehouse-records/${stop.warehouseRecordId}`);
  const invoice = data.invoiceWithUrl.find((f) => f.fileName === fileName);
  if (!invoice) throw new Error('the invoice was not stored');
  return invoice.id;
}

test.describe("the driver's day", () => {
  test('offline: open a stop, tick the equipment, stamp start and arrival, save; it syncs exactly once with the duration shown', async ({ page, context, server, signIn, shell }) => {
    const [stop] = await waitingStops(server);
    const driver = await server.login('driver');
    const invoiceName = `Fatura ${stop!.label}.pdf`;
    const invoiceId = await attachInvoice(server, stop!, driver.user.id, invoiceName);
    const form = new TransportForm(page);
    const list = new TransportList(page);

    await signIn('driver');
    await page.waitForURL('**/dashboard/transport');
    await waitForOfflineReady(page);
    // Nobody opened it: the transport area's prefetch put the invoice in the file cache.
    await expect
      .poll(() => page.evaluate(async (path) => Boolean(await (await caches.open('zanati-files')).match(new URL(path, location.origin).href)), `/api/v1/files/${invoiceId}`), {
        message: 'the invoice of an assigned stop is in the file cache',
        timeout: 15_000,
      })
      .toBe(true);

    await context.setOffline(true);
    await form.openRecord(stop!.warehouseRecordId);
    await form.allEquipment.check();
    await form.stamp(stop!.warehouseRecordId, 'Nisja');
    await form.stamp(stop!.warehouseRecordId, 'Arritja');
    await expect(form.duration(stop!.warehouseRecordId)).toContainText('✓');
    await form.writeDetails(stop!.warehouseRecordId, 'Furgoni, nje punetor.');
    await form.saveButton.click();

    await page.waitForURL('**/dashboard/transport');
    await expect(list.pendingNote(stop!.warehouseRecordId)).toBeVisible();
    await shell.expectPending(1);
    await shell.expectOffline();

    await page.reload();
    await shell.expectReady();
    await shell.expectPending(1);
    await expect(list.pendingNote(stop!.warehouseRecordId)).toBeVisible();

    // The stop reopens from the table (by the transport's id: it has no code yet) and its invoice opens from the device.
    await list.row(stop!.warehouseRecordId).getByRole('button', { name: /^Edito:/ }).click();
    await expect(form.card(stop!.warehouseRecordId)).toBeVisible();
    await expect(form.allEquipment).toBeChecked();
    const opened = page.waitForEvent('popup');
    await form.invoice(stop!.warehouseRecordId, invoiceName).click();
    const tab = await opened;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();

    await list.openMap();
    await expect(list.addresses.first()).toBeVisible();
    await expect(list.mapMarkers.first()).toBeVisible();
    // Leaflet is a lazy chunk: its pins may come after the list.
    await expect(list.mapMarkers).toHaveCount(await list.addresses.count());

    await context.setOffline(false);
    await shell.expectPending(0);
    const { data } = await server.json<{ data: TransportRecord[] }>('GET', `transport?projectId=${stop!.projectId}`);
    const carried = data.filter((t) => t.warehouseRecordId === stop!.warehouseRecordId);
    expect(carried).toHaveLength(1);
    expect(carried[0]!.acceptanceDate).not.toBeNull();
    expect(carried[0]!.arrivalDate).not.toBeNull();
    expect(carried[0]!.code).not.toBe('');
    expect(carried[0]!.equipmentIds.length).toBeGreaterThan(0);

    // The feed brings the server's code: the form opens on it, the duration with its check mark.
    await page.goto(`/dashboard/transport/create/record/${carried[0]!.code}`);
    await expect(form.duration(stop!.warehouseRecordId)).toContainText('✓');
    await expect(form.duration(stop!.warehouseRecordId)).toHaveAttribute('data-duration', String(carried[0]!.durationSeconds));
  });

  test('an equipment left unticked is refused in the form and nothing is queued', async ({ page, server, signIn, shell }) => {
    const stops = await waitingStops(server);
    const stop = stops[stops.length - 1]!;
    const form = new TransportForm(page);
    await signIn('driver');
    await form.openRecord(stop.warehouseRecordId);
    await form.allEquipment.check();
    await form.equipment.first().uncheck();
    await form.stamp(stop.warehouseRecordId, 'Nisja');
    await form.saveButton.click();
    await expect(form.refusal).toHaveText(M.allEquipment);
    await expect(page).toHaveURL(/\/create\/record/);
    expect(await outboxCount(page)).toBe(0);
    await shell.expectPending(0);
  });

  test("a new phone lists the driver's stops from the server while its first sync brings the rest", async ({ browser, baseURL, server }) => {
    const [stop] = await waitingStops(server);
    // The snapshot's clients are held back: the device's mirror cannot name the stops' clients yet.
    const { context, page, release } = await newDeviceHolding(browser, baseURL!, { width: 390, height: 844 }, 'clients', 'driver');
    try {
      await page.goto('/dashboard/transport');
      const list = new TransportList(page);
      const notice = page.getByRole('status').filter({ hasText: 'Lista shfaqet nga serveri' });
      await expect(list.row(stop!.warehouseRecordId)).toContainText(stop!.clientName);
      await expect(notice).toBeVisible();
      // The form reads its sources once, when it opens: a stop opens once the mirror holds it.
      await expect(list.row(stop!.warehouseRecordId).getByRole('button', { name: /^Edito/ })).toHaveCount(0);

      release();
      await new Shell(page).waitForFirstSync();
      await expect(notice).toHaveCount(0);
      await expect(list.row(stop!.warehouseRecordId)).toContainText(stop!.clientName);
      await list.row(stop!.warehouseRecordId).getByRole('button', { name: /^Edito/ }).click();
      await expect(page).toHaveURL(/\/create\/record/);
    } finally {
      await context.close();
    }
  });
});
