import { expect, type Locator, type Page } from '@playwright/test';

/** The status board (/dashboard/production/create) and its status modal. */
export class StatusBoard {
  readonly modal: Locator;
  /** The modal's status choices: visible while it is open (the dialog's own root has no box of its own). */
  readonly choices: Locator;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog');
    this.choices = this.modal.getByRole('group', { name: 'Statusi' });
  }

  async goto(departmentName: string): Promise<void> {
    await this.page.goto('/dashboard/production/create');
    await this.page.getByRole('tab', { name: departmentName }).click();
    await expect(this.page.getByRole('tab', { name: departmentName })).toHaveAttribute('aria-selected', 'true');
  }

  /** The box of one process of one product. */
  box(productId: string, processName: string): Locator {
    return this.page.locator(`li[data-product="${productId}"] button[data-process="${processName}"]`);
  }

  async expectStatus(productId: string, processName: string, statusId: number): Promise<void> {
    await expect(this.box(productId, processName)).toHaveAttribute('data-status', String(statusId));
  }

  /** Opens the box, picks a status (or a pause reason) by its label, types the comments asked, saves. */
  async change(productId: string, processName: string, choice: string, texts: { reason?: string } = {}): Promise<void> {
    await this.box(productId, processName).click();
    await expect(this.choices).toBeVisible();
    await this.modal.getByRole('radio', { name: choice, exact: true }).check();
    if (texts.reason !== undefined) await this.modal.getByLabel('Arsyeja', { exact: true }).fill(texts.reason);
    await this.modal.getByRole('button', { name: 'Ruaj', exact: true }).click();
  }

  async expectClosed(): Promise<void> {
    await expect(this.modal).toHaveCount(0);
  }

  async expectRefusal(message: string): Promise<void> {
    await expect(this.modal.getByRole('alert')).toHaveText(message);
  }
}
