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

  editButton(entry: Locator): Locator {
    return entry.getByRole('button', { name: 'Ndrysho', exact: true });
  }
}
