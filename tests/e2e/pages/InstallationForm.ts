import { expect, type Locator, type Page } from '@playwright/test';

/** The installation form (/dashboard/installation/create/:transportId) as an installer fills it on a tablet. */
export class InstallationForm {
  readonly form: Locator;
  readonly saveButton: Locator;
  readonly refusal: Locator;
  readonly comment: Locator;
  readonly gallery: Locator;
  readonly photos: Locator;
  readonly pending: Locator;
  readonly queuedPhotos: Locator;
  readonly draftPhotos: Locator;
  readonly pdfButton: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: /^Instalimi:/ });
    this.saveButton = this.form.getByRole('button', { name: 'Ruaj', exact: true });
    this.refusal = this.form.getByRole('alert');
    this.comment = this.form.getByLabel('Komenti');
    this.photos = this.form.getByRole('region', { name: /^Fotot e instalimit/ });
    this.gallery = this.photos.getByLabel(/Nga galeria/);
    this.draftPhotos = this.photos.getByRole('button', { name: /^Hiq foton/ });
    this.queuedPhotos = this.photos.locator('[data-queued-photo]');
    this.pending = this.form.locator('[data-pending-installation]');
    this.pdfButton = this.form.getByRole('button', { name: 'Shkarko raportin PDF' });
  }

  async open(transportId: string, projectName: string): Promise<void> {
    await this.page.goto(`/dashboard/installation/create/${transportId}`);
    await expect(this.form.getByRole('heading', { name: new RegExp(projectName) })).toBeVisible();
  }

  async stamp(which: 'Fillimi' | 'Mbarimi'): Promise<void> {
    await this.form.getByRole('button', { name: `${which}: tani` }).click();
    await expect(this.form.getByLabel(which, { exact: true })).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  }

  signature(which: 'instaluesit' | 'klientit'): Locator {
    return this.form.locator(`[data-field="${which === 'instaluesit' ? 'installerSignature' : 'clientSignature'}"]`);
  }

  /** Draws a stroke on the pad with the mouse, then saves it. */
  async sign(which: 'instaluesit' | 'klientit'): Promise<void> {
    const field = this.signature(which);
    const canvas = field.locator('canvas');
    // The mouse draws at page coordinates: the pad must be on screen first.
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await this.page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
    await this.page.mouse.down();
    for (const [x, y] of [[0.3, 0.3], [0.45, 0.7], [0.6, 0.35], [0.8, 0.65]] as const) await this.page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
    await this.page.mouse.up();
    await field.getByRole('button', { name: 'Ruaj nenshkrimin' }).click();
    await expect(field.locator('[data-signature="saved"]')).toBeVisible();
  }

  signatureState(which: 'instaluesit' | 'klientit'): Locator {
    return this.signature(which).locator('[data-signature]');
  }
}
