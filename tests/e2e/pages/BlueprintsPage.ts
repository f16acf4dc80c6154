import { expect, type Locator, type Page } from '@playwright/test';

/** The blueprints screens: the clients table (/dashboard/blueprints) and one client's drawings. */
export class BlueprintsPage {
  readonly table: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Klientet me skica' });
    this.rows = this.table.locator('tbody tr');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/blueprints');
    await expect(this.rows.first()).toBeVisible();
  }

  /** Edit on the first client of the table: their drawings, once the first project shows. */
  async openFirstClient(): Promise<void> {
    await this.rows.first().getByRole('button', { name: /^Edito/ }).click();
    await expect(this.page.locator('main section[aria-label]').nth(1)).toBeVisible();
  }
}
