import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { describeFindings, seriousAxeViolations } from './support/axe';
import { waitForOfflineReady } from './support/pwa';

interface Sample {
  client: { id: string; name: string; lastName: string };
  offerNumber: number;
  transportCode: string;
}

/** A client, an offer number and a transport code of the signed-in user's mirror (the demo set's). */
async function sampleOf(page: Page): Promise<Sample> {
  return page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('zanati.session')!) as { companyCode: string; userId: string };
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(`zanati-${session.companyCode}-${session.userId}`);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error('the mirror did not open'));
    });
    const all = <T,>(store: string) =>
      new Promise<T[]>((resolve) => {
        const read = db.transaction(store).objectStore(store).getAll();
        read.onsuccess = () => resolve(read.result as T[]);
      });
    const clients = await all<{ id: string; firstnameAndLastname: string; lastName: string }>('clients');
    const offers = await all<{ number: number }>('offers');
    const transports = await all<{ code: string }>('transports');
    db.close();
    const client = clients[0]!;
    return {
      client: { id: client.id, name: `${client.firstnameAndLastname} ${client.lastName}`, lastName: client.lastName },
      offerNumber: offers.find((o) => o.number > 0)!.number,
      transportCode: transports.find((t) => t.code !== '')!.code,
    };
  });
}

/** An option whose first line is `label` (offer 1, not 10): its name goes on with the detail line. */
const exactly = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`);

test.describe('the header search', () => {
  test('Ctrl-K finds a demo client and Enter opens its contact; offline after a reload it finds a client, an offer and a transport, on a phone too', async ({
    page,
    context,
    signIn,
    shell,
  }) => {
    await signIn('admin');
    const sample = await sampleOf(page);
    const field = shell.banner.getByRole('combobox', { name: 'Kerko klient, projekt, numer oferte ose kod transporti' });
    const results = page.getByRole('listbox', { name: 'Rezultatet e kerkimit' });

    await page.keyboard.press('Control+K');
    await expect(field).toBeFocused();
    await page.keyboard.type(sample.client.name);
    const option = results.getByRole('option', { name: sample.client.name });
    await expect(option.first()).toBeVisible();
    expect(await seriousAxeViolations(page), describeFindings(await seriousAxeViolations(page))).toEqual([]);
    await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/dashboard/contact/create/${sample.client.id}`);

    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await shell.expectReady();
    await page.locator('body').click({ position: { x: 5, y: 200 } });
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
    await field.fill(sample.client.lastName.toLowerCase());
    await expect(results.getByRole('option', { name: sample.client.name }).first()).toBeVisible();
    await field.fill(String(sample.offerNumber));
    await expect(results.getByRole('option', { name: exactly(`Oferta nr. ${sample.offerNumber}`) })).toBeVisible();
    await field.fill(sample.transportCode);
    await expect(results.getByRole('option', { name: exactly(`Transporti ${sample.transportCode}`) })).toBeVisible();
    // Escape closes the results, then clears the text, then leaves the field.
    await page.keyboard.press('Escape');
    await expect(results).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(field).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(field).not.toBeFocused();

    // A phone: an icon opens the field over the header, the whole width.
    await page.setViewportSize({ width: 360, height: 740 });
    // A phone starts with the side navigation closed; the desktop's open one would now lie over the page.
    if ((await shell.navToggle.getAttribute('aria-expanded')) === 'true') await shell.navToggle.click();
    await expect(field).toBeHidden();
    await shell.banner.getByRole('button', { name: 'Kerko', exact: true }).click();
    await expect(field).toBeFocused();
    expect((await field.boundingBox())!.width).toBeGreaterThan(250);
    await field.fill(sample.transportCode);
    await results.getByRole('option', { name: exactly(`Transporti ${sample.transportCode}`) }).click();
    await page.waitForURL(/\/dashboard\/transport\/create\/record\//);
    await expect(field).toBeHidden();
  });
});
