import { expect, type Locator, type Page } from '@playwright/test';

/** /dashboard/outbox: the pending changes, their state, the server's refusal, retry / edit / discard. */
export class OutboxPage {
  readonly heading: Locator;
  readonly entries: Locator;
  readonly emptyMessage: Locator;

  constructor(readonly page: Page) {
    this.heading = page.locator('#main').getByRole('heading', { level: 1 });
    this.entries = page.locator('#main ol > li');
    this.emptyMessage = page.getByText('Te gjitha ndryshimet jane derguar.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/outbox');
    await expect(this.heading).toHaveText('Ndryshimet ne pritje');
  }

  /** The entry whose label or text mentions this (e.g. the unit's name). */
  entry(text: string): Locator {
    return this.entries.filter({ hasText: text });
  }

  state(entry: Locator, state: 'pending' | 'sending' | 'rejected'): Locator {
    const words = { pending: 'Ne pritje', sending: 'Duke u derguar', rejected: 'E refuzuar nga serveri' };
    return entry.getByText(words[state], { exact: true });
  }

  /** Exactly `count` entries, every one waiting (none sent, none refused). */
  async expectAllWaiting(count: number): Promise<void> {
    await expect(this.entries).toHaveCount(count);
    await expect(this.entries.getByText('Ne pritje', { exact: true })).toHaveCount(count);
  }

  /**
   * The queue empties by itself (nothing here is tapped). A refusal stops the wait at once with
   * the server's words: an entry the server refused would never leave by itself.
   */
  async expectDrained(timeout: number): Promise<void> {
    await expect
      .poll(
        async () => {
          const refused = this.entries.filter({ has: this.page.getByText('E refuzuar nga serveri', { exact: true }) });
          if ((await refused.count()) > 0) throw new Error(`the server refused: ${(await refused.allInnerTexts()).join(' | ')}`);
          return this.entries.count();
        },
        { timeout, message: 'the pending changes should all be sent' },
      )
      .toBe(0);
    await expect(this.emptyMessage).toBeVisible();
  }

  editButton(entry: Locator): Locator {
    return entry.getByRole('button', { name: 'Ndrysho', exact: true });
  }
}
