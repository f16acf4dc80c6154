import { expect, type Locator, type Page } from '@playwright/test';

/** The measure form (/dashboard/measures/create/{projectId}/{clientId}) as a measurer uses it on a tablet. */
export class MeasureForm {
  readonly form: Locator;
  readonly saveButton: Locator;
  readonly pending: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('main#main form');
    this.saveButton = this.form.getByRole('button', { name: 'Ruaj', exact: true });
    this.pending = page.locator('[data-pending-measure]');
  }

  async open(projectId?: string, clientId?: string): Promise<void> {
    const path = ['/dashboard/measures/create', projectId, clientId].filter(Boolean).join('/');
    await this.page.goto(path);
    await expect(this.page.getByRole('combobox', { name: 'Klienti' })).toBeVisible();
  }

  /** The project and client the open form is of, from its address (create/{projectId}/{clientId}). */
  async projectAndClient(): Promise<{ projectId: string; clientId: string }> {
    await this.page.waitForURL(/\/dashboard\/measures\/create\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    const [projectId, clientId] = new URL(this.page.url()).pathname.split('/').slice(4);
    return { projectId: projectId!, clientId: clientId! };
  }

  combobox(label: string): Locator {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }

  /** Picks an option of a dropdown by its text. */
  async choose(label: string, option: string): Promise<void> {
    const box = this.combobox(label);
    await box.click();
    const search = await box.getAttribute('readonly');
    if (search === null) await box.fill(option);
    await this.page.getByRole('listbox').getByRole('option', { name: option }).first().click();
    await expect(box).toHaveValue(option);
  }

  text(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  async drawSketchOnBlankPage(): Promise<void> {
    await this.form.getByRole('button', { name: 'Vizato skice' }).click();
    await this.page.getByRole('button', { name: 'Faqe e bardhe' }).click();
    const canvas = this.page.locator('canvas').last();
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    // Two strokes with a finger-like path, as pointer events (the mouse is a pointer too).
    for (const [from, to] of [
      [0.2, 0.8],
      [0.3, 0.5],
    ] as const) {
      await this.page.mouse.move(box.x + box.width * from, box.y + box.height * from);
      await this.page.mouse.down();
      for (let i = 1; i <= 10; i++) await this.page.mouse.move(box.x + box.width * (from + ((to - from) * i) / 10), box.y + box.height * (to - (to - from) * (i / 10)));
      await this.page.mouse.up();
    }
    await this.page.getByRole('button', { name: 'Ruaj skicen' }).click();
    await expect(this.page.getByRole('button', { name: 'Ruaj skicen' })).toHaveCount(0);
  }
}
