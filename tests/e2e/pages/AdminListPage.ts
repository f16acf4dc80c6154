import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/<list>: the form above the table of one lookup list (spec 001 §2 Admin). */
export class AdminListPage {
  readonly form: Locator;
  readonly nameField: Locator;
  readonly createButton: Locator;
  readonly table: Locator;

  /** `units` with its field "Emri i njesise" unless told otherwise. */
  constructor(
    readonly page: Page,
    readonly list = 'units',
    fieldLabel = 'Emri i njesise',
  ) {
    this.form = page.locator('#main form');
    this.nameField = this.form.getByLabel(fieldLabel);
    this.createButton = this.form.getByRole('button', { name: 'Krijo', exact: true });
    this.table = page.locator('#main table');
  }

  async goto(): Promise<void> {
    await this.page.goto(`/admin/${this.list}`);
    await expect(this.nameField).toBeVisible();
  }

  /** Creates a record and waits until the form is empty again, i.e. the write was queued. */
  async create(name: string): Promise<void> {
    await this.nameField.fill(name);
    await this.createButton.click();
    await expect(this.nameField).toHaveValue('');
  }

  row(name: string): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
}
