import { expect, test } from './fixtures';
import { AdminUsersPage } from './pages/AdminUsersPage';
import { waitForOfflineReady } from './support/pwa';
import { smallTouchTargets } from './support/touchTargets';

interface ServerUser {
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  permissions: number[];
}

test.describe('admin users', () => {
  test('the dashboard, a user created offline, its sync and its audit', async ({ page, context, server, signIn, shell, outbox }) => {
    const users = new AdminUsersPage(page);
    const run = Date.now().toString(36);
    const username = `e2e.perdorues.${run}`;
    const usersNamed = async () => (await server.json<{ data: ServerUser[] }>('GET', 'admin/users')).data.filter((u) => u.username === username);

    await signIn('admin');
    await users.gotoDashboard();
    // Every demo user is there with an activity the spec names.
    await expect(users.dashboardRow('Arben Krasniqi').getByText(/^(Aktiv|Jo aktiv|Pasiv)$/)).toBeVisible();

    await users.gotoForm();
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await users.fill({ firstname: 'Mimoza', lastname: `Krasniqi ${run}`, email: `mimoza.${run}@zanati.test`, username, password: 'fjalekalim-i-forte', permissions: ['Kontakti', 'Matjet'] });
    await users.save();

    const row = users.userRow(`Mimoza Krasniqi ${run}`);
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Ne pritje', { exact: true })).toBeVisible();
    await shell.expectPending(1);
    await outbox.goto();
    await expect(outbox.state(outbox.entry(`Mimoza Krasniqi ${run}`), 'pending')).toBeVisible();
    expect(await usersNamed()).toHaveLength(0);

    await context.setOffline(false);
    await shell.expectPending(0);
    await expect.poll(async () => (await usersNamed()).length, { message: 'the server should hold the user once' }).toBe(1);
    const [created] = await usersNamed();
    expect(created).toMatchObject({ firstname: 'Mimoza', lastname: `Krasniqi ${run}`, permissions: [4, 5] });
    const audits = await server.auditsOf('users', created!.id);
    expect(audits.filter((a) => a.event === 'created')).toHaveLength(1);

    // Back in the list, synced: once, and no longer waiting.
    await users.gotoList();
    await expect(users.userRow(`Mimoza Krasniqi ${run}`)).toHaveCount(1);
    await expect(users.userRow(`Mimoza Krasniqi ${run}`).getByText('Ne pritje', { exact: true })).toHaveCount(0);

    // The audit log shows the creation, with the values it was made with.
    await users.gotoAuditLog();
    await users.filterAudit('users');
    const audit = users.auditRow(`username: ${username}`);
    await expect(audit).toHaveCount(1);
    await expect(audit.getByText('Krijim', { exact: true })).toBeVisible();
    await expect(audit.getByRole('cell', { name: 'admin', exact: true })).toBeVisible();

    // Leave the demo company as it was for the tests after this one (a soft delete).
    await server.json('DELETE', `admin/users/${created!.id}`);
  });

  test('offline, the dashboard and the audit log say they need a connection; the users list still opens', async ({ page, context, signIn }) => {
    const users = new AdminUsersPage(page);
    await signIn('admin');
    await users.gotoDashboard();
    await users.gotoList();
    await waitForOfflineReady(page);
    await context.setOffline(true);

    const needsConnection = page.getByText('Kjo pamje lexohet drejtperdrejt nga serveri dhe ka nevoje per internet.');
    await page.reload();
    await expect(users.usersTable.locator('tbody tr').first()).toBeVisible();
    await page.goto('/admin');
    await expect(needsConnection).toBeVisible();
    await expect(users.main.getByRole('link', { name: 'Perdoruesit', exact: true })).toBeVisible();
    await page.goto('/admin/audit-log');
    await expect(needsConnection).toBeVisible();

    // Back online, the view loads by itself.
    await context.setOffline(false);
    await expect(users.auditTable.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('admin users on a 360 px phone: touch targets are at least 44 × 44 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const path of ['/admin', '/admin/all-users', '/admin/create-user', '/admin/audit-log'] as const) {
    test(path, async ({ page, signIn }) => {
      await signIn('admin');
      await new AdminUsersPage(page).open(path);
      const small = await smallTouchTargets(page);
      expect(small, small.map((t) => `${t.name} ${t.width}×${t.height}`).join('\n')).toEqual([]);
    });
  }
});
