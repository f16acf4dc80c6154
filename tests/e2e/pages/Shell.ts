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
  readonly toasts: Locator;

  /** What a change queued without network announces, instead of the screen's success text. */
  static readonly KEPT_ON_DEVICE = 'Pa internet: ndryshimi u ruajt ne kete pajisje dhe dergohet kur te kthehet lidhja.';

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
    this.toasts = page.getByRole('region', { name: 'Njoftimet' });
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

  /**
   * Offline with `count` changes waiting, in words: offline, the count, and when they go — never
   * a "synced" that would read as current.
   */
  async expectOfflineWaiting(count: number): Promise<void> {
    const waiting = count === 1 ? '1 ndryshim ne pritje' : `${count} ndryshime ne pritje`;
    const goes = count === 1 ? 'Dergohet kur te kthehet lidhja' : 'Dergohen kur te kthehet lidhja';
    // The name joins the badge's parts with a sentence break each (spaced as the accessibility tree spaces hidden parts).
    await expect(this.syncBadge).toHaveAccessibleName(new RegExp(`^Pa internet\\s*\\.\\s*${waiting}\\s*\\.\\s*${goes}$`));
  }

  /**
   * The toast of a change queued offline: kept on the device, to be sent. The screen's own
   * success text (`successText`), which the same save shows online, is not among the toasts.
   */
  async expectKeptOnDevice(successText: string): Promise<void> {
    await expect(this.toasts.getByRole('listitem').filter({ hasText: Shell.KEPT_ON_DEVICE }).last()).toBeVisible();
    await expect(this.toasts.getByRole('listitem').filter({ hasText: successText })).toHaveCount(0);
  }

  /**
   * From now on, in this tab and across its reloads, every moment the badge says offline and yet
   * claims a fresh sync ("Sinkronizuar tani", "Sinkronizuar para N min") is written down; read
   * with offlineFreshnessClaims. Checkpoints could miss a moment between them; this does not.
   */
  async watchOfflineFreshness(): Promise<void> {
    await this.page.addInitScript(watchBadgeFreshness);
    await this.page.evaluate(watchBadgeFreshness);
  }

  async offlineFreshnessClaims(): Promise<string[]> {
    return this.page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.offlineFreshness') ?? '[]') as string[]);
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
    // The device forgets the session only after the server's answer: a navigation before it would still find one.
    await this.page.waitForURL((url) => url.pathname === '/login');
  }
}

/** Runs in the page (and again in every document it loads): self-contained. */
function watchBadgeFreshness(): void {
  const key = 'e2e.offlineFreshness';
  const check = () => {
    const text = document.querySelector('header a[href="/dashboard/outbox"]')?.textContent ?? '';
    if (!text.startsWith('Pa internet') || !/Sinkronizuar (tani|para)/.test(text)) return;
    const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    sessionStorage.setItem(key, JSON.stringify([...seen, text]));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}
