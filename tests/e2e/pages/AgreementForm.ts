import { expect, type Locator, type Page } from '@playwright/test';

/** The agreement form (/dashboard/agreements/create/{agreementId|offerId}/{projectId}) as the office fills it with the client at a tablet. */
export class AgreementForm {
  readonly form: Locator;
  readonly saveButton: Locator;
  readonly refusal: Locator;
  readonly pending: Locator;
  readonly signature: Locator;
  readonly debt: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: /^Marreveshja:/ });
    this.saveButton = this.form.getByRole('button', { name: 'Ruaj', exact: true });
    this.refusal = this.form.getByRole('alert');
    this.pending = this.form.locator('[data-pending-agreement]');
    this.signature = this.form.locator('[data-signature]');
    this.debt = this.form.locator('[data-agreement-debt]');
  }

  /** Opens the form of an offer's new agreement, or of a saved agreement, by the path's first segment. */
  async open(first: string, projectId: string): Promise<void> {
    await this.page.goto(`/dashboard/agreements/create/${first}/${projectId}`);
    await expect(this.form).toBeVisible();
  }

  /** A new agreement of an offer, once saved, is opened at create/{agreementId}/{projectId}: its id. */
  async savedAgreementId(offerId: string): Promise<string> {
    await this.page.waitForURL((url) => url.pathname.startsWith('/dashboard/agreements/create/') && !url.pathname.includes(offerId));
    return new URL(this.page.url()).pathname.split('/')[4]!;
  }

  text(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  /** Types a date as the field shows it (DD.MM.YYYY) from YYYY-MM-DD. */
  async date(label: string, iso: string): Promise<void> {
    const [y, m, d] = iso.split('-');
    await this.text(label).fill(`${d}.${m}.${y}`);
    await this.text(label).blur();
  }

  /** Picks the status select's one option, 'E anuluar'. */
  async cancel(): Promise<void> {
    const box = this.form.getByRole('combobox', { name: 'Statusi', exact: true });
    await box.click();
    await this.page.getByRole('listbox').getByRole('option', { name: 'E anuluar' }).click();
    await expect(box).toHaveValue('E anuluar');
  }

  /** Draws a stroke on the client's signature pad, then saves it. */
  async sign(): Promise<void> {
    const pad = this.form.getByRole('group', { name: 'Nenshkrimi i klientit' });
    const canvas = pad.locator('canvas');
    // The pen draws at page coordinates: the pad must be on screen first.
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await this.page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
    await this.page.mouse.down();
    for (const [x, y] of [[0.3, 0.3], [0.45, 0.7], [0.6, 0.35], [0.8, 0.65]] as const) await this.page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
    await this.page.mouse.up();
    await pad.getByRole('button', { name: 'Ruaj nenshkrimin' }).click();
    await expect(this.signature).toHaveAttribute('data-signature', 'saved');
  }
}
