import { expect, type Locator, type Page } from '@playwright/test';

/** Responsibility assignment (/dashboard/production/userAssignment): a slider of processes, each with its users' ticks. */
export class UserAssignment {
  readonly main: Locator;
  readonly carousel: Locator;
  /** The slides shown now. */
  readonly slides: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  /** The announced range, e.g. '1–4 nga 12'. */
  readonly range: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
    this.carousel = this.main.getByRole('region', { name: 'Proceset' });
    this.slides = this.carousel.locator('fieldset[data-process]');
    this.next = this.carousel.getByRole('button', { name: 'Perpara' });
    this.previous = this.carousel.getByRole('button', { name: 'Prapa' });
    this.range = this.carousel.locator('p[aria-live]');
  }

  async goto(): Promise<void> {
    await this.page.goto('/dashboard/production/userAssignment');
    await expect(this.slides.first()).toBeVisible();
  }

  /** Narrows the slides to one department's processes. */
  async chooseDepartment(name: string): Promise<void> {
    await this.main.getByRole('combobox', { name: 'Reparti' }).fill(name);
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** The names of the processes shown now, in order. */
  async shownProcesses(): Promise<string[]> {
    return this.slides.locator('legend').evaluateAll((legends) => legends.map((l) => l.firstChild?.textContent ?? ''));
  }

  slide(processName: string): Locator {
    return this.slides.filter({ has: this.page.locator('legend', { hasText: processName }) });
  }

  /** The tick of a user (named by their last name, unique on the test floor) in a process's slide. */
  tick(processName: string, userName: string): Locator {
    return this.slide(processName).getByRole('checkbox', { name: userName });
  }

  /** The row of a user in a process's slide (greyed when they are busy). */
  userRow(processName: string, userName: string): Locator {
    return this.slide(processName).locator('li').filter({ hasText: userName });
  }
}
