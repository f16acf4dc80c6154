import { expect, type Locator, type Page } from '@playwright/test';

/** Products in production with prices (/dashboard/production/products). */
export class ProductPrices {
  readonly main: Locator;
  readonly total: Locator;
  readonly rows: Locator;
  readonly modal: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
    this.total = this.main.getByTestId('price-total');
    this.rows = this.main.locator('tbody tr');
    this.modal = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/production/products');
    await expect(this.main.getByRole('heading', { name: 'Produktet ne prodhim me cmime' })).toBeVisible();
  }

  async department(name: string): Promise<void> {
    await this.main.getByRole('tab', { name, exact: true }).click();
    await expect(this.main.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  }

  /** A remembered single-choice filter ('Filtro datat sipas', 'Matja', 'Renditja'). */
  async choose(filter: string, option: string): Promise<void> {
    // The field's own open button: a click on its input opens the list only when the input was not focused already.
    await this.main.getByRole('combobox', { name: filter }).locator('..').getByRole('button', { name: 'Hap listen' }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The date range filter, days as YYYY-MM-DD (typed as the form shows them). */
  async range(start: string, end: string): Promise<void> {
    const typed = (day: string) => day.split('-').reverse().join('.');
    await this.main.getByLabel('Nga data').fill(typed(start));
    await this.main.getByLabel('Deri me daten').fill(typed(end));
    await this.main.getByLabel('Deri me daten').blur();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  async openInfo(text: string): Promise<void> {
    await this.row(text).getByRole('button', { name: /^Info/ }).click();
    // The dialog's own element has no box of its own: its heading shows it is open.
    await expect(this.modal.getByRole('heading', { level: 2 })).toBeVisible();
  }

  /** Saves new dates in the open info modal, with the comment the spec asks for. */
  async saveDates(start: string, end: string, comment: string): Promise<void> {
    const typed = (day: string) => day.split('-').reverse().join('.');
    await this.modal.getByLabel('Fillimi').fill(typed(start));
    await this.modal.getByLabel('Mbarimi').fill(typed(end));
    await this.modal.getByLabel('Komenti per ndryshimin e datave').fill(comment);
    await this.modal.getByRole('button', { name: 'Ruaj datat' }).click();
  }
}
