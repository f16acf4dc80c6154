import { expect, type Locator, type Page } from '@playwright/test';

/** One product row of the offer form (a fieldset 'Produkti N'). */
export interface LineFigures {
  article: string;
  quantity: string;
  price: string;
  discount: string;
  tax: string;
}

/** The offer form (/dashboard/offers/create/{offerId?}/{projectId?}) as the office uses it. */
export class OfferForm {
  readonly form: Locator;
  readonly saveButton: Locator;
  readonly pending: Locator;
  readonly total: Locator;
  readonly discountTotal: Locator;
  readonly pdfButton: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('main#main form[aria-label^="Oferta"]');
    this.saveButton = this.form.getByRole('button', { name: 'Ruaj oferten', exact: true });
    this.pending = page.locator('[data-pending-offer]');
    this.total = this.form.locator('[data-offer-total]');
    this.discountTotal = this.form.locator('[data-offer-discount-total]');
    this.pdfButton = this.form.getByRole('button', { name: 'Shkarko PDF' });
  }

  /** A new offer of a project (create/{projectId}), or a saved offer (create/{offerId}/{projectId}). */
  async open(...segments: string[]): Promise<void> {
    await this.page.goto(['/dashboard/offers/create', ...segments].join('/'));
    await expect(this.form).toBeVisible();
  }

  /** A new offer, once saved, is opened at create/{offerId}/{projectId}: its id. */
  async savedOfferId(): Promise<string> {
    await this.page.waitForURL(/\/dashboard\/offers\/create\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    return new URL(this.page.url()).pathname.split('/')[4]!;
  }

  line(n: number): Locator {
    return this.form.getByRole('group', { name: `Produkti ${n}`, exact: true });
  }

  lineTotal(n: number): Locator {
    return this.line(n).locator('[data-line-total]');
  }

  /** Picks an option of a dropdown (within `scope`) by its text. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    const box = scope.getByRole('combobox', { name: label, exact: true });
    await box.click();
    if ((await box.getAttribute('readonly')) === null) await box.fill(option);
    await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).first().click();
    await expect(box).toHaveValue(option);
  }

  /** Adds a row and types its figures. */
  async addLine(n: number, figures: LineFigures): Promise<void> {
    await this.form.getByRole('button', { name: 'Shto produkt' }).click();
    const row = this.line(n);
    await this.choose(row, 'Artikulli', figures.article);
    await row.getByRole('textbox', { name: 'Sasia', exact: true }).fill(figures.quantity);
    await row.getByRole('textbox', { name: 'Cmimi', exact: true }).fill(figures.price);
    await row.getByRole('textbox', { name: 'Zbritja %', exact: true }).fill(figures.discount);
    await row.getByRole('textbox', { name: 'Tatimi %', exact: true }).fill(figures.tax);
  }

  async percentDiscount(value: string): Promise<void> {
    await this.choose(this.form, 'Lloji i zbritjes', 'Perqindje');
    await this.form.getByRole('textbox', { name: 'Zbritja', exact: true }).fill(value);
  }
}
