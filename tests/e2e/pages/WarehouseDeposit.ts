import { expect, type Locator, type Page } from '@playwright/test';

/** The deposit page (/dashboard/warehouse/create/{clientId}/{projectId}): a card per project, its records and its form. */
export class WarehouseDeposit {
  readonly main: Locator;
  readonly toasts: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
    this.toasts = page.getByRole('region', { name: 'Njoftimet' });
    this.confirm = page.getByRole('alertdialog');
  }

  async goto(clientId: string, projectId: string): Promise<void> {
    await this.page.goto(`/dashboard/warehouse/create/${clientId}/${projectId}`);
    await expect(this.card(projectId).getByRole('heading', { level: 2 })).toBeVisible();
  }

  card(projectId: string): Locator {
    return this.main.locator(`section[data-project="${projectId}"]`);
  }

  form(projectId: string): Locator {
    return this.card(projectId).locator('form');
  }

  quantity(projectId: string, productId: string): Locator {
    return this.form(projectId).locator(`[data-product="${productId}"] input`);
  }

  label(projectId: string): Locator {
    return this.form(projectId).getByLabel('Emertimi');
  }

  records(projectId: string): Locator {
    return this.card(projectId).locator('li[data-record]');
  }

  record(projectId: string, label: string): Locator {
    return this.records(projectId).filter({ has: this.page.getByText(label, { exact: true }) });
  }

  async attachInvoice(projectId: string, name: string, pdf: Buffer): Promise<void> {
    await this.form(projectId).locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
    await expect(this.form(projectId).getByText(name)).toBeVisible();
  }

  async save(projectId: string): Promise<void> {
    await this.form(projectId).getByRole('button', { name: 'Ruaj' }).click();
  }

  async expectToast(text: string): Promise<void> {
    await expect(this.toasts.getByRole('listitem').filter({ hasText: text }).last()).toBeVisible();
  }
}
