import { expect, type Locator, type Page } from '@playwright/test';

/** The production calendar (/dashboard/production/calendar). */
export class ProductionCalendar {
  readonly main: Locator;
  readonly toasts: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
    this.toasts = page.getByRole('region', { name: 'Njoftimet' });
  }

  /** Opens the calendar on one department, from `fromMonth` to `toMonth` (YYYY-MM). */
  async goto(departmentName: string, fromMonth: string, toMonth: string): Promise<void> {
    await this.page.goto('/dashboard/production/calendar');
    const department = this.main.getByRole('combobox', { name: 'Reparti' });
    await department.fill(departmentName);
    await this.page.getByRole('option', { name: departmentName, exact: true }).click();
    await this.main.getByLabel('Deri ne muajin').fill(toMonth);
    await this.main.getByLabel('Nga muaji').fill(fromMonth);
  }

  /** The day cell of a date. */
  day(date: string): Locator {
    return this.main.locator(`td.fc-daygrid-day[data-date="${date}"]`);
  }

  /** The event of a product (its first piece: where it starts). */
  event(clientName: string): Locator {
    return this.main.locator('.fc-event').filter({ hasText: clientName }).first();
  }

  /** Drags the event that starts on `from` so that it starts on `to`: grabbed in its start cell, dropped as far away as `to` is. */
  async drag(clientName: string, from: string, to: string): Promise<void> {
    // The mouse reaches only what is on screen.
    await this.event(clientName).scrollIntoViewIfNeeded();
    const event = await this.event(clientName).boundingBox();
    const [start, target] = [await this.day(from).boundingBox(), await this.day(to).boundingBox()];
    if (!event || !start || !target) throw new Error('the event or a day is not on screen');
    const grab = { x: start.x + 12, y: event.y + event.height / 2 };
    await this.page.mouse.move(grab.x, grab.y);
    await this.page.mouse.down();
    await this.page.mouse.move(grab.x + 5, grab.y + 5, { steps: 3 });
    await this.page.mouse.move(grab.x + (target.x - start.x), grab.y + (target.y - start.y), { steps: 12 });
    await this.page.mouse.up();
  }

  /** The event's first piece lies in the cell of `date`'s week and starts at its column. */
  async expectStartsOn(clientName: string, date: string): Promise<void> {
    await expect(async () => {
      const [event, day] = [await this.event(clientName).boundingBox(), await this.day(date).boundingBox()];
      expect(event && day && Math.abs(event.x - day.x) < day.width / 2 && event.y > day.y && event.y < day.y + day.height).toBe(true);
    }).toPass();
  }
}
