import type { InstallationProject, InstallationTransportRow } from '../../domain/installation/reads.js';
import type { WarehouseRecordRead } from '../../domain/warehouse/reads.js';
import { expect, test } from './fixtures';
import { InstallationList } from './pages/InstallationList';
import { waitForOfflineReady } from './support/pwa';
import type { ServerApi } from './support/serverApi';

/**
 * The installer's day pre-loaded (issue 13), on a tablet: signed in at the
 * depot the mirror syncs and the measure sheets of their projects come into
 * the file cache without anyone opening them; without signal the records
 * list and the map show their installation, and its measure opens.
 */

test.use({ viewport: { width: 1024, height: 768 } });

interface Assigned {
  row: InstallationTransportRow;
  measureFile: { id: string; fileName: string };
}

/** A transport of a record naming the installer, not yet installed, whose project has a measure sheet (the demo seeds them). */
async function assignedWork(server: ServerApi): Promise<Assigned> {
  const installer = await server.login('installer');
  const { data } = await server.json<{ data: InstallationTransportRow[] }>('GET', 'installations/transports', { as: 'installer' });
  // The newest first, as the screens list the installer's work: the one chosen is on the first page.
  const day = (r: InstallationTransportRow) => r.installation?.installationStart ?? r.acceptanceDate ?? '';
  for (const row of [...data].sort((a, b) => day(b).localeCompare(day(a)))) {
    if (row.installationState === 3 || row.warehouse === null || row.project.projectLocation === null) continue;
    const { data: record } = await server.json<{ data: WarehouseRecordRead }>('GET', `warehouse-records/${row.warehouse.id}`);
    if (!record.installationUsers.some((u) => u.id === installer.user.id)) continue;
    const { data: project } = await server.json<{ data: InstallationProject }>('GET', `installations/${row.id}/project`, { as: 'installer' });
    const sheet = project.measure?.files[0];
    if (sheet) return { row, measureFile: { id: sheet.id, fileName: sheet.fileName } };
  }
  throw new Error('the demo data holds no open installation of the installer with a measure sheet');
}

test("the installer's assigned installation, its map marker and its measure sheet, offline", async ({ page, context, server, signIn }) => {
  const { row, measureFile } = await assignedWork(server);
  const list = new InstallationList(page);

  await signIn('installer');
  await page.waitForURL('**/dashboard/installation/records');
  await waitForOfflineReady(page);
  // Nobody opened it: the installation area's prefetch put the measure sheet in the file cache.
  await expect
    .poll(() => page.evaluate(async (path) => Boolean(await (await caches.open('zanati-files')).match(new URL(path, location.origin).href)), `/api/v1/files/${measureFile.id}`), {
      message: "the measure sheet of the installer's project is in the file cache",
      timeout: 20_000,
    })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(list.row(row.id)).toBeVisible();
  await expect(list.row(row.id).getByText('Caktuar per ju')).toBeVisible();

  await list.openMap();
  await expect(list.address(row.project.id)).toBeVisible();
  // Leaflet is a lazy chunk: its pins may come after the list.
  await expect(list.mapMarkers).toHaveCount(await list.addresses.count());

  // The measure opens from the device: the form links it, and the cached copy answers.
  await list.openRecords();
  await list.row(row.id).getByRole('button', { name: /^Edito:/ }).click();
  await page.waitForURL(`**/dashboard/installation/create/${row.id}`);
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: measureFile.fileName }).click();
  const tab = await opened;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  await context.setOffline(false);
});
