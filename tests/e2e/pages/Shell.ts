import { expect, type Locator, type Page } from '@playwright/test';
import { waitForMeta } from '../support/mirror';

/**
 * The frame of every signed-in screen: header (nav toggle, sync badge,
 * language, user menu), side navigation and the main area.
 */
export class Shell {
  readonly banner: Locator;
  readonly navToggle: Locator;
  readonly nav: Locator;
  readonly main: Locator;
  readonly syncBadge: Locator;
  readonly language: Locator;
  readonly userMenuButton: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.navToggle = this.banner.locator('button[aria-controls="side-nav"]');
    this.nav = page.locator('#side-nav');
    this.main = page.locator('main#main');
    // The badge is the header's first outbox link (the user menu, after it, has another), named by its content: state, counts, last sync.
    this.syncBadge = this.banner.locator('a[href="/dashboard/outbox"]').first();
    // The header's one <select> (the search beside it is a combobox too).
    this.language = this.banner.locator('select');
    this.userMenuButton = this.banner.getByRole('button', { name: /^Menyja e perdoruesit/ });
  }

  /** The shell is drawn and usable: header controls and the main area are there. */
  async expectReady(): Promise<void> {
    await expect(this.navToggle).toBeVisible();
    await expect(this.syncBadge).toBeVisible();
    await expect(this.main).toBeVisible();
  }

  async openNav(): Promise<void> {
    if ((await this.navToggle.getAttribute('aria-expanded')) === 'false') await this.navToggle.click();
    await expect(this.nav).toBeVisible();
  }

  /** Where the side navigation's links go, in order. */
  async navTargets(): Promise<string[]> {
    await this.openNav();
    return this.nav.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  }

  /** The badge's accessible name, as the accessibility tree has it (its first line: `- link "…"`). */
  async badgeLabel(): Promise<string> {
    const snapshot = await this.syncBadge.ariaSnapshot();
    const name = /^- link "((?:[^"\\]|\\.)*)"/.exec(snapshot)?.[1] ?? '';
    return name.replace(/\\(.)/g, '$1');
  }

  /** Queued changes as the badge announces them ("2 ndryshime ne pritje"); 0 when it names none. */
  async pendingCount(): Promise<number> {
    const match = /(\d+) ndryshim/.exec(await this.badgeLabel());
    return match ? Number(match[1]) : 0;
  }

  async expectPending(count: number): Promise<void> {
    await expect.poll(() => this.pendingCount(), { message: `the sync badge should announce ${count} pending` }).toBe(count);
  }

  /** The first pull has finished: the mirror holds lastSyncedAt (what the badge's "synced" reads), in any language. */
  async waitForFirstSync(timeout = 30_000): Promise<void> {
    await expect(this.syncBadge).toBeVisible();
    await waitForMeta(this.page, 'lastSyncedAt', timeout);
  }

  async expectOffline(): Promise<void> {
    await expect(this.syncBadge).toHaveAccessibleName(/^Pa internet/);
  }

  async chooseLanguage(code: 'sq' | 'en' | 'de'): Promise<void> {
    await this.language.selectOption(code);
    await expect(this.page.locator('html')).toHaveAttribute('lang', code);
  }

  async openUserMenu(): Promise<void> {
    if ((await this.userMenuButton.getAttribute('aria-expanded')) !== 'true') await this.userMenuButton.click();
    await expect(this.userMenuButton).toHaveAttribute('aria-expanded', 'true');
  }

  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.banner.getByRole('button', { name: 'Dil', exact: true }).click();
  }
}
