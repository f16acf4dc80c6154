import { expect, test } from './fixtures';
import { waitForOfflineReady } from './support/pwa';

test.describe('offline-first', () => {
  test('after a synced visit the shell and the last synced data open offline', async ({ page, context, server, signIn, shell, units, outbox }) => {
    const seeded = (await server.units()).map((u) => u.name);
    expect(seeded.length).toBeGreaterThan(0);

    await signIn('admin');
    await units.goto();
    for (const name of seeded) await expect(units.row(name)).toBeVisible();
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await page.reload();
    await shell.expectReady();
    await shell.expectOffline();
    for (const name of seeded) await expect(units.row(name)).toBeVisible();

    // A route never opened before opens too: the navigation fallback serves the shell.
    await outbox.goto();
    await shell.expectReady();
    await expect(outbox.emptyMessage).toBeVisible();
  });

  test('a unit created offline is pending, survives a reload, drains once online and reaches the server exactly once', async ({
    page,
    context,
    server,
    signIn,
    shell,
    units,
    outbox,
    uniqueUnitName,
  }) => {
    const name = uniqueUnitName('offline');
    await signIn('admin');
    await units.goto();
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await units.create(name);
    await expect(units.row(name)).toBeVisible();
    await shell.expectPending(1);
    // Asserted after the write: its failed send is what tells the engine for certain (a read that
    // was in flight when the network went may still land and report "online" for a moment).
    await shell.expectOffline();

    await outbox.goto();
    await expect(outbox.entry(name)).toHaveCount(1);
    await expect(outbox.state(outbox.entry(name), 'pending')).toBeVisible();

    await page.reload();
    await shell.expectReady();
    await shell.expectPending(1);
    await expect(outbox.state(outbox.entry(name), 'pending')).toBeVisible();
    await units.goto();
    await expect(units.row(name)).toBeVisible();
    expect(await server.unitsNamed(name)).toHaveLength(0);

    await context.setOffline(false);
    await shell.expectPending(0);
    await outbox.goto();
    await expect(outbox.emptyMessage).toBeVisible();
    await expect(outbox.entries).toHaveCount(0);

    const onServer = await server.unitsNamed(name);
    expect(onServer).toHaveLength(1);
    const created = (await server.auditsOf('units', onServer[0]!.id)).filter((a) => a.event === 'created');
    expect(created).toHaveLength(1);
  });
});
