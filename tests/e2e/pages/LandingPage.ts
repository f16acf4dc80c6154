import type { Locator, Page } from '@playwright/test';

/** `/` on a narrow screen: the company code form (spec 000 §2). */
export class LandingPage {
  readonly codeInput: Locator;
  readonly continueButton: Locator;

  constructor(readonly page: Page) {
    this.codeInput = page.getByLabel('Kodi i kompanise');
    this.continueButton = page.getByRole('button', { name: 'Vazhdo', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  async chooseCompany(code: string): Promise<void> {
    await this.codeInput.fill(code);
    await this.continueButton.click();
  }

  /** The text the field shows as its error (linked by aria-describedby). */
  error(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
