import type { Locator, Page } from '@playwright/test';

/** The transport area's table (/dashboard/transport/:query?) and map (records/map). */
export class TransportList {
  readonly nav: Locator;
  readonly mapMarkers: Locator;
  readonly addresses: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Faqet e transportit' });
    this.mapMarkers = page.locator('.leaflet-marker-icon');
    this.addresses = page.getByRole('list', { name: 'Adresat' }).getByRole('listitem');
  }

  /** The table's row of a warehouse record. */
  row(warehouseRecordId: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.locator(`[data-record="${warehouseRecordId}"]`) });
  }

  pendingNote(warehouseRecordId: string): Locator {
    return this.row(warehouseRecordId).getByText('Ne pritje te dergimit');
  }

  async openMap(): Promise<void> {
    await this.nav.getByRole('link', { name: 'Harta' }).click();
    await this.page.waitForURL('**/dashboard/transport/records/map');
  }
}
