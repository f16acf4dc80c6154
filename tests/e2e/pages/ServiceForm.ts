import { expect, type Locator, type Page } from '@playwright/test';

/** The service screens (/dashboard/service/…): the two ticket forms and the lists, as a service worker uses them on a tablet. */
export class ServiceForm {
  readonly form: Locator;
  readonly saveButton: Locator;
  /** The form's own refusal, said above it. */
  readonly refusal: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('main#main form');
    this.saveButton = this.form.getByRole('button', { name: 'Ruaj', exact: true });
    this.refusal = this.form.locator('p[role="alert"]');
    this.toasts = page.getByRole('region', { name: 'Njoftimet' });
  }

  async openRegistered(): Promise<void> {
    await this.page.goto('/dashboard/service/create');
    await expect(this.field('Projekti')).toBeVisible();
  }

  async openUnregistered(): Promise<void> {
    await this.page.goto('/dashboard/service/not-registered-clients');
    await expect(this.text('Emri')).toBeVisible();
  }

  field(label: string): Locator {
    return this.form.getByRole('combobox', { name: label });
  }

  /** A text field by its accessible name (a required field's asterisk is not part of it). */
  text(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  async fill(label: string, value: string): Promise<void> {
    await this.text(label).fill(value);
  }

  /** Picks an option of a dropdown by its text (typing narrows a long list first). */
  async choose(label: string, option: string): Promise<void> {
    await this.field(label).fill(option);
    await this.page.getByRole('listbox').getByRole('option', { name: option }).first().click();
    await this.page.keyboard.press('Escape');
  }

  /** Picks the first option of a dropdown; answers its text. */
  async chooseFirst(label: string): Promise<string> {
    await this.field(label).focus();
    await this.page.keyboard.press('ArrowDown');
    const option = this.page.getByRole('listbox').getByRole('option').first();
    const text = (await option.innerText()).replace('✓', '').trim();
    await option.click();
    return text;
  }

  /** Adds a photo from the gallery picker and waits for its preview. */
  async addPhoto(name: string, bytes: Buffer, mimeType: string): Promise<void> {
    const previews = this.form.getByRole('img', { name: /^Foto / });
    const before = await previews.count();
    await this.form.locator('input[type="file"]:not([capture])').setInputFiles({ name, mimeType, buffer: bytes });
    await expect(previews).toHaveCount(before + 1);
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.toasts.getByRole('listitem').filter({ hasText: text }).last()).toBeVisible();
  }

  /** A ticket's row in a list, found by its client's name. */
  row(clientName: string): Locator {
    return this.page.locator('main#main tbody tr').filter({ hasText: clientName });
  }
}
