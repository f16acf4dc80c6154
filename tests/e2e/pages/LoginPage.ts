import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/serverApi';

/** /login: username, password, remember-me, the server's refusal, the language choice. */
export class LoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly submit: Locator;
  readonly failure: Locator;
  readonly language: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.username = page.locator('input[autocomplete="username"]');
    this.password = page.locator('input[autocomplete="current-password"]');
    this.rememberMe = page.getByRole('checkbox');
    this.submit = page.locator('form button[type="submit"]');
    this.failure = page.getByRole('alert');
    this.language = page.getByRole('combobox');
  }

  async goto(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await expect(this.username).toBeVisible();
  }

  async fill(username: string, options: { password?: string; rememberMe?: boolean } = {}): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(options.password ?? DEMO_PASSWORD);
    if (options.rememberMe) await this.rememberMe.check();
  }

  /** Fills and submits; the caller states where the app should go. */
  async signIn(username: string, options: { password?: string; rememberMe?: boolean } = {}): Promise<void> {
    await this.fill(username, options);
    await this.submit.click();
  }
}
