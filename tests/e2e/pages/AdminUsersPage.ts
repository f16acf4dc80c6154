import { expect, type Locator, type Page } from '@playwright/test';

export interface NewUser {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  password: string;
  /** The permission checkboxes to tick, by their (Albanian) names. */
  permissions: string[];
}

/**
 * The admin users' screens (spec 001 §2 "Admin"): the activity dashboard on
 * /admin, /admin/all-users, the user form at /admin/create-user/{userId?}
 * and /admin/audit-log.
 */
export class AdminUsersPage {
  readonly main: Locator;
  readonly dashboard: Locator;
  readonly usersTable: Locator;
  readonly form: Locator;
  readonly auditTable: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('#main');
    this.dashboard = this.main.getByRole('table', { name: 'Aktiviteti i perdoruesve' });
    this.usersTable = this.main.getByRole('table', { name: 'Perdoruesit' });
    this.form = this.main.getByRole('form', { name: 'Perdorues i ri' });
    this.auditTable = this.main.getByRole('table', { name: 'Regjistri i auditimit' });
  }

  async gotoDashboard(): Promise<void> {
    await this.page.goto('/admin');
    await expect(this.dashboard.locator('tbody tr').first()).toBeVisible();
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/admin/all-users');
    await expect(this.usersTable.locator('tbody tr').first()).toBeVisible();
  }

  /** The empty form, once the mirror's departments are listed in it. */
  async gotoForm(): Promise<void> {
    await this.page.goto('/admin/create-user');
    await expect(this.form.getByRole('group', { name: /Repartet/ }).getByRole('checkbox').first()).toBeVisible();
  }

  async gotoAuditLog(): Promise<void> {
    await this.page.goto('/admin/audit-log');
    await expect(this.auditTable.locator('tbody tr').first()).toBeVisible();
  }

  /** Opens one of the four screens and waits until it shows what it reads. */
  async open(path: '/admin' | '/admin/all-users' | '/admin/create-user' | '/admin/audit-log'): Promise<void> {
    const open = { '/admin': () => this.gotoDashboard(), '/admin/all-users': () => this.gotoList(), '/admin/create-user': () => this.gotoForm(), '/admin/audit-log': () => this.gotoAuditLog() };
    await open[path]();
  }

  dashboardRow(name: string): Locator {
    return this.dashboard.locator('tbody tr').filter({ hasText: name });
  }

  /** Fills the form; the required mark (*) is hidden from the accessible names the fields are found by. */
  async fill(user: NewUser): Promise<void> {
    await this.form.getByRole('textbox', { name: 'Emri', exact: true }).fill(user.firstname);
    await this.form.getByRole('textbox', { name: 'Mbiemri', exact: true }).fill(user.lastname);
    await this.form.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await this.form.getByRole('textbox', { name: 'Emri i perdoruesit', exact: true }).fill(user.username);
    await this.form.getByRole('textbox', { name: 'Fjalekalimi', exact: true }).fill(user.password);
    await this.form.getByRole('textbox', { name: 'Konfirmimi i fjalekalimit', exact: true }).fill(user.password);
    const permissions = this.form.getByRole('group', { name: /^Lejet/ });
    for (const name of user.permissions) await permissions.getByRole('checkbox', { name, exact: true }).check();
  }

  /** Saves; the form hands over to the list once the write is queued. */
  async save(): Promise<void> {
    await this.form.getByRole('button', { name: 'Ruaj', exact: true }).click();
    await this.page.waitForURL('**/admin/all-users');
  }

  userRow(name: string): Locator {
    return this.usersTable.locator('tbody tr').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Narrows the audit log to one type of record, newest first. */
  async filterAudit(type: string): Promise<void> {
    const typeField = this.main.getByRole('combobox', { name: 'Lloji' });
    await typeField.fill(type);
    await this.page.getByRole('option', { name: type, exact: true }).click();
    await this.main.getByRole('button', { name: 'Filtro', exact: true }).click();
  }

  auditRow(text: string): Locator {
    return this.auditTable.locator('tbody tr').filter({ hasText: text });
  }
}
