import type { Locator, Page } from '@playwright/test';

/** The installation area's records (/dashboard/installation/records/{query?}) and map (map/records). */
export class InstallationList {
  readonly nav: Locator;
  readonly mapMarkers: Locator;
  readonly addresses: Locator;

  constructor(readonly page: Page) {
    // Found by its links, so the page object holds in every language the shell offers.
    this.nav = page.getByRole('navigation').filter({ has: page.locator('a[href="/dashboard/installation/map/records"]') });
    this.mapMarkers = page.locator('.leaflet-marker-icon');
    this.addresses = page.getByRole('list', { name: 'Adresat' }).locator(':scope > li');
  }

  /** The table's row of a transport (or of an installation without one). */
  row(key: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.locator(`[data-installation-row="${key}"]`) });
  }

  /** The map's listed project. */
  address(projectId: string): Locator {
    return this.page.getByRole('list', { name: 'Adresat' }).locator(`li[data-project="${projectId}"]`);
  }

  async openRecords(): Promise<void> {
    await this.nav.locator('a[href="/dashboard/installation/records"]').click();
    await this.page.waitForURL('**/dashboard/installation/records');
  }

  async openMap(): Promise<void> {
    await this.nav.locator('a[href="/dashboard/installation/map/records"]').click();
    await this.page.waitForURL('**/dashboard/installation/map/records');
  }
}
