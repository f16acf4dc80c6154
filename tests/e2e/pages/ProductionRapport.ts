import { expect, type Locator, type Page } from '@playwright/test';
import fs from 'node:fs/promises';

/** The production rapport (/dashboard/production/production-rapport). */
export class ProductionRapport {
  readonly main: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
    this.table = this.main.locator('table');
  }

  /** Opens the rapport; with a department, narrowed to it. */
  async goto(departmentName?: string): Promise<void> {
    await this.page.goto('/dashboard/production/production-rapport');
    await expect(this.main.getByRole('heading', { name: 'Raporti i prodhimit', level: 1 })).toBeVisible();
    if (departmentName === undefined) return;
    await this.main.getByRole('combobox', { name: 'Reparti' }).fill(departmentName);
    await this.page.getByRole('option', { name: departmentName, exact: true }).click();
    await expect(this.main.getByText(`· ${departmentName}`)).toBeVisible();
  }

  async show(view: 'Sipas procesit' | 'Sipas punetorit'): Promise<void> {
    await this.main.getByRole('button', { name: view }).click();
    await expect(this.main.getByRole('button', { name: view })).toHaveAttribute('aria-pressed', 'true');
  }

  /** The cells' texts of the row whose first cell is `name`. */
  async rowTexts(name: string): Promise<string[]> {
    const row = this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
    await expect(row).toHaveCount(1);
    return (await row.locator('td').allInnerTexts()).map((text) => text.trim());
  }

  /** The figure of the totals named `label`. */
  total(label: string): Locator {
    return this.main.locator('dl > div').filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
  }

  /** Downloads the table as CSV and answers its text. */
  async downloadCsv(): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.main.getByRole('button', { name: 'Eksporto CSV' }).click()]);
    const file = await download.path();
    return { name: download.suggestedFilename(), text: await fs.readFile(file, 'utf8') };
  }
}
