import { expect, type Locator, type Page } from '@playwright/test';

/** The contact form (/dashboard/contact/create/{clientId?}) with its project modal. */
export class ContactForm {
  readonly form: Locator;
  readonly modal: Locator;
  /** The modal's title: the dialog's own box has no size (its panel is fixed), so visibility is read here. */
  readonly modalTitle: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('main#main form');
    this.modal = page.getByRole('dialog', { name: 'Projektet' });
    this.modalTitle = this.modal.getByRole('heading', { name: 'Projektet' });
  }

  async open(clientId?: string): Promise<void> {
    await this.page.goto(clientId ? `/dashboard/contact/create/${clientId}` : '/dashboard/contact/create');
    await expect(this.text('Emri')).toBeVisible();
  }

  text(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  /** Picks an option of a searchable dropdown by its text. */
  async choose(label: string, option: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: label, exact: true });
    await box.fill(option);
    await this.page.getByRole('listbox').getByRole('option', { name: option }).first().click();
    await expect(box).toHaveValue(option);
  }

  async fillClient(first: string, last: string, phone: string, city: string): Promise<void> {
    await this.text('Emri').fill(first);
    await this.text('Mbiemri').fill(last);
    await this.text('Telefoni').fill(phone);
    await this.choose('Qyteti', city);
  }

  /** Opens the modal, adds one project per name, closes it. */
  async addProjects(...names: string[]): Promise<void> {
    await this.form.getByRole('button', { name: /^Projektet/ }).click();
    await expect(this.modalTitle).toBeVisible();
    for (const name of names) {
      await this.modal.getByRole('button', { name: 'Shto projekt' }).click();
      await this.modal.getByRole('textbox', { name: 'Emri i projektit' }).last().fill(name);
    }
    await this.modal.getByRole('button', { name: 'Gati' }).click();
    await expect(this.modalTitle).toBeHidden();
  }

  async save(): Promise<void> {
    await this.form.getByRole('button', { name: /^(Ruaj|Ndrysho) kontaktin$/ }).click();
  }
}
