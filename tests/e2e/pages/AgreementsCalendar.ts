import { expect, type Locator, type Page } from '@playwright/test';

/** The calendar of agreements and tasks (/dashboard/agreements/project/calendar). */
export class AgreementsCalendar {
  static readonly path = '/dashboard/agreements/project/calendar';
  readonly main: Locator;
  readonly addButton: Locator;
  readonly taskForm: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
    this.addButton = this.main.getByRole('button', { name: 'Shto detyre' });
    this.taskForm = page.getByRole('dialog', { name: /detyre/i });
  }

  /** The month-range filter and the search box. */
  async filter(options: { from?: string; to?: string; search?: string }): Promise<void> {
    if (options.to !== undefined) await this.main.getByLabel('Deri ne muajin').fill(options.to);
    if (options.from !== undefined) await this.main.getByLabel('Nga muaji').fill(options.from);
    if (options.search !== undefined) await this.main.getByRole('searchbox', { name: 'Kerko' }).fill(options.search);
  }

  async goto(): Promise<void> {
    await this.page.goto(AgreementsCalendar.path);
    await expect(this.main.locator('.fc')).toBeVisible();
  }

  /** FullCalendar's week view (the view buttons are named in the page's language: chosen by their class). */
  async showWeek(): Promise<void> {
    await this.main.locator('.fc-dayGridWeek-button').click();
    await expect(this.main.locator('.fc-dayGridWeek-view')).toBeVisible();
  }

  /** The days the shown week's columns stand for, YYYY-MM-DD, in order. */
  async weekDays(): Promise<string[]> {
    return this.main.locator('th.fc-col-header-cell[data-date]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date')!));
  }

  /** Adds a task through the add button and the form; dates as the form types them, YYYY-MM-DD here. */
  async addTask(task: { title: string; start: string; end: string }): Promise<void> {
    await this.addButton.click();
    // The dialog's own element has no box (its panel is fixed): its field is what shows it open.
    await this.taskForm.getByLabel('Titulli').fill(task.title);
    await this.taskForm.getByLabel('Data e fillimit').fill(typed(task.start));
    await this.taskForm.getByLabel('Data e mbarimit').fill(typed(task.end));
    await this.taskForm.getByRole('button', { name: 'Ruaj' }).click();
    await expect(this.taskForm).toHaveCount(0);
  }

  event(title: string): Locator {
    return this.main.locator('.fc-event').filter({ hasText: title });
  }

  /**
   * The week's days an event covers: the columns whose middle lies inside the
   * event's box (FullCalendar draws a whole-day event as one bar across its
   * days' columns).
   */
  async daysOf(title: string): Promise<string[]> {
    const bar = await this.event(title).boundingBox();
    if (!bar) throw new Error(`the event "${title}" is not drawn`);
    const columns = await this.main.locator('th.fc-col-header-cell[data-date]').evaluateAll((cells) =>
      cells.map((c) => {
        const box = c.getBoundingClientRect();
        return { date: c.getAttribute('data-date')!, middle: box.x + box.width / 2 };
      }),
    );
    return columns.filter((c) => c.middle > bar.x && c.middle < bar.x + bar.width).map((c) => c.date);
  }

  /** Drags an event by whole days: grabbed at its middle, dropped as many columns to the right (left when negative). */
  async dragByDays(title: string, days: number): Promise<void> {
    await this.event(title).scrollIntoViewIfNeeded();
    const [bar, column] = [await this.event(title).boundingBox(), await this.main.locator('th.fc-col-header-cell[data-date]').first().boundingBox()];
    if (!bar || !column) throw new Error(`the event "${title}" is not on screen`);
    const grab = { x: bar.x + Math.min(bar.width / 2, column.width / 2), y: bar.y + bar.height / 2 };
    await this.page.mouse.move(grab.x, grab.y);
    await this.page.mouse.down();
    // Past FullCalendar's 5 px threshold first, so it is a drag and not a click.
    await this.page.mouse.move(grab.x + 10, grab.y + 5, { steps: 4 });
    await this.page.mouse.move(grab.x + days * column.width, grab.y, { steps: 12 });
    await this.page.mouse.up();
  }

  async expectDays(title: string, days: readonly string[]): Promise<void> {
    await expect(this.event(title)).toHaveCount(1);
    await expect.poll(() => this.daysOf(title)).toEqual(days);
  }
}

/** YYYY-MM-DD as the date fields take it (DD.MM.YYYY). */
const typed = (day: string): string => day.split('-').reverse().join('.');
