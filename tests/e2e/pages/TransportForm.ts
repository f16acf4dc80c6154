import { expect, type Locator, type Page } from '@playwright/test';

/** The transport form (/dashboard/transport/create/record/:transportCode?) as a driver fills it on a phone. */
export class TransportForm {
  readonly saveButton: Locator;
  readonly refusal: Locator;
  readonly allEquipment: Locator;
  readonly equipment: Locator;

  constructor(readonly page: Page) {
    this.saveButton = page.getByRole('button', { name: 'Ruaj', exact: true });
    this.refusal = page.getByRole('alert');
    const checklist = page.getByRole('group', { name: 'Pajisjet e kerkuara' });
    this.allEquipment = checklist.getByRole('checkbox', { name: 'I kam te gjitha' });
    this.equipment = checklist.getByRole('checkbox').filter({ hasNot: page.getByText('I kam te gjitha') });
  }

  /** Opens the form on a warehouse record with no transport yet (the table's action does the same). */
  async openRecord(warehouseRecordId: string): Promise<void> {
    await this.page.goto(`/dashboard/transport/create/record?record=${warehouseRecordId}`);
    await expect(this.card(warehouseRecordId)).toBeVisible();
  }

  card(warehouseRecordId: string): Locator {
    return this.page.locator(`section[data-record="${warehouseRecordId}"]`);
  }

  async stamp(warehouseRecordId: string, which: 'Nisja' | 'Arritja'): Promise<void> {
    await this.card(warehouseRecordId).getByRole('button', { name: `${which}: tani` }).click();
    await expect(this.card(warehouseRecordId).getByLabel(which, { exact: true })).not.toHaveValue('');
  }

  async writeDetails(warehouseRecordId: string, text: string): Promise<void> {
    await this.card(warehouseRecordId).getByLabel('Detajet e transportit').fill(text);
  }

  duration(warehouseRecordId: string): Locator {
    return this.card(warehouseRecordId).locator('[data-duration]');
  }

  invoice(warehouseRecordId: string, name: string | RegExp): Locator {
    return this.card(warehouseRecordId).getByRole('button', { name });
  }
}
