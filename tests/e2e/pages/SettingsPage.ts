import { expect, type Locator, type Page } from '@playwright/test';

/** The company's settings screen (/dashboard/settings, issue 16). */
export class SettingsPage {
  readonly form: Locator;
  readonly companyName: Locator;
  readonly saveButton: Locator;
  readonly logoPreview: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('main#main form[data-settings-form]');
    this.companyName = this.form.getByLabel('Emri i kompanise');
    this.saveButton = this.form.getByRole('button', { name: 'Ruaj', exact: true });
    this.logoPreview = this.form.locator('img[data-preview="logo"]');
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/dashboard\/settings$/);
    await expect(this.form).toBeVisible();
  }

  /** The standard paragraph n (1 to 5) of the offer. */
  paragraph(n: number): Locator {
    return this.form.getByLabel(`Paragrafi ${n}`, { exact: true });
  }

  async chooseLogo(name: string, bytes: Buffer): Promise<void> {
    await this.form.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
  }
}
