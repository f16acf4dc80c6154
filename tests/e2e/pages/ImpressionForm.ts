import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The impression form as the staff's tablet and the client's phone both show
 * it (one component: src/modules/impression/rating/RatingForm.tsx): the
 * gallery, a radio group of stars per question, the average, the feedback.
 * On the staff's form, the client's link panel under it.
 */
export class ImpressionForm {
  readonly questions: Locator;
  readonly average: Locator;
  readonly feedback: Locator;
  readonly saveButton: Locator;
  readonly gallery: Locator;
  readonly nextPhoto: Locator;
  readonly linkPanel: Locator;
  readonly clientLink: Locator;
  readonly qrCode: Locator;

  constructor(readonly page: Page) {
    this.questions = page.getByRole('radiogroup');
    this.average = page.locator('[data-average]');
    this.feedback = page.getByLabel('Pershtypja e klientit');
    this.saveButton = page.getByRole('button', { name: 'Ruaj', exact: true });
    this.gallery = page.getByRole('region', { name: 'Fotot e instalimit' });
    this.nextPhoto = this.gallery.getByRole('button', { name: 'Foto tjeter' });
    this.linkPanel = page.getByRole('region', { name: 'Linku per klientin' });
    this.clientLink = this.linkPanel.locator('a[data-client-link]');
    this.qrCode = this.linkPanel.getByRole('img', { name: 'Kodi QR i linkut per klientin' });
  }

  async goto(clientId: string, projectId: string): Promise<void> {
    await this.page.goto(`/dashboard/impression/create/${clientId}/${projectId}`);
    await expect(this.questions.first()).toBeVisible();
  }

  photo(position: number, of: number): Locator {
    return this.gallery.getByRole('img', { name: `Foto ${position} nga ${of}` });
  }

  /** Rates question `index` with `stars` by touch (a tap on the star). */
  async rate(index: number, stars: number): Promise<void> {
    const radio = this.questions.nth(index).getByRole('radio', { name: stars === 1 ? '1 yll' : `${stars} yje` });
    await radio.check();
    await expect(radio).toBeChecked();
  }

  /** Rates question `index` from the keyboard: Tab into the group lands on its first star, each ArrowRight moves one up. */
  async rateByKeyboard(index: number, stars: number): Promise<void> {
    const first = this.questions.nth(index).getByRole('radio').first();
    await first.focus();
    await this.page.keyboard.press('Space');
    for (let i = 1; i < stars; i++) await this.page.keyboard.press('ArrowRight');
    await expect(this.questions.nth(index).getByRole('radio', { name: stars === 1 ? '1 yll' : `${stars} yje` })).toBeChecked();
  }

  async issueLink(): Promise<string> {
    await this.linkPanel.getByRole('button', { name: /^Krijo link/ }).click();
    await expect(this.clientLink).toBeVisible();
    return (await this.clientLink.getAttribute('href'))!;
  }

  async revokeLink(): Promise<void> {
    // On a phone the issue's toast sits over the panel's last buttons: close it, as a user would.
    for (const close of await this.page.getByRole('button', { name: 'Mbyll njoftimin' }).all()) await close.click();
    await this.linkPanel.getByRole('button', { name: 'Anulo linkun' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Anulo linkun' }).click();
    await expect(this.linkPanel.getByText('Ky projekt nuk ka link aktiv per klientin.')).toBeVisible();
  }
}
