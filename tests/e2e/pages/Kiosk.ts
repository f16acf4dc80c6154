import { expect, type Locator, type Page } from '@playwright/test';

/** A kiosk: its setup page (/dashboard/kiosk), the worker list and PIN pad (/kiosk), and the acting worker's header. */
export class Kiosk {
  readonly pinPad: Locator;
  readonly actor: Locator;

  constructor(readonly page: Page) {
    this.pinPad = page.getByRole('dialog');
    this.actor = page.getByTestId('kiosk-actor');
  }

  /** Signed in personally on /dashboard/kiosk: names the kiosk, picks the department, confirms; lands on the worker list. */
  async enrol(name: string, departmentName: string): Promise<void> {
    await this.page.goto('/dashboard/kiosk');
    await this.page.getByLabel('Emri i kioskes').fill(name);
    await this.page.getByRole('checkbox', { name: departmentName }).check();
    await this.page.getByRole('button', { name: 'Beje kete pajisje kioske' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Po, beje kioske' }).click();
    await this.page.waitForURL('**/kiosk');
  }

  worker(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  /** Taps the name, types the PIN on the pad, presses OK. */
  async typePin(workerName: string, pin: string): Promise<void> {
    await this.worker(workerName).click();
    await expect(this.pinPad.getByRole('button', { name: 'Hyr' })).toBeVisible();
    for (const digit of pin) await this.pinPad.getByRole('button', { name: digit, exact: true }).click();
    await this.pinPad.getByRole('button', { name: 'Hyr' }).click();
  }

  /** A switch that lands on the board as that worker. */
  async switchIn(workerName: string, pin: string): Promise<void> {
    await this.typePin(workerName, pin);
    await expect(this.actor).toHaveText(workerName);
    await this.page.waitForURL('**/dashboard/production/create');
  }

  async done(): Promise<void> {
    await this.page.getByRole('button', { name: 'Perfundova' }).click();
    await this.page.waitForURL('**/kiosk');
  }

  async expectRefusal(text: RegExp | string): Promise<void> {
    await expect(this.pinPad.getByRole('alert')).toHaveText(text);
  }
}
