import { expect, test } from './fixtures';
import { AdminListPage } from './pages/AdminListPage';
import { Shell } from './pages/Shell';
import { waitForOfflineReady } from './support/pwa';

test('two tabs with queued changes: after going online each write reaches the server exactly once', async ({
  page,
  context,
  server,
  signIn,
  uniqueUnitName,
}) => {
  const names = [uniqueUnitName('tab-a'), uniqueUnitName('tab-b'), uniqueUnitName('tab-a2')];
  await signIn('admin');
  const tabA = { page, units: new AdminListPage(page), shell: new Shell(page) };
  await tabA.units.goto();
  await waitForOfflineReady(page);

  const second = await context.newPage();
  const tabB = { page: second, units: new AdminListPage(second), shell: new Shell(second) };
  await tabB.units.goto();
  await tabB.shell.waitForFirstSync();

  // Every unit create either tab sends, alone or as a call of a batch (O17), to see whether any entry went out twice.
  const posts: string[] = [];
  for (const tab of [tabA, tabB]) {
    tab.page.on('request', (r) => {
      if (r.method() !== 'POST') return;
      const path = new URL(r.url()).pathname;
      if (path === '/api/v1/admin/units') posts.push(r.headers()['idempotency-key'] ?? '');
      if (path === '/api/v1/sync/push') {
        const { calls } = r.postDataJSON() as { calls: { key: string; path: string }[] };
        for (const call of calls) if (call.path.replace(/^\//, '') === 'admin/units') posts.push(call.key);
      }
    });
  }

  await context.setOffline(true);
  await tabA.units.create(names[0]!);
  await tabB.units.create(names[1]!);
  await tabA.units.create(names[2]!);
  // One outbox per user and device: both tabs see all three.
  await tabA.shell.expectPending(3);
  await tabB.shell.expectPending(3);
  for (const name of names) expect(await server.unitsNamed(name), `${name} before going online`).toHaveLength(0);

  // Both tabs hear 'online' at the same moment and race for the outbox.
  await context.setOffline(false);
  await tabA.shell.expectPending(0);
  await tabB.shell.expectPending(0);

  for (const name of names) {
    const onServer = await server.unitsNamed(name);
    expect(onServer, name).toHaveLength(1);
    const audits = await server.auditsOf('units', onServer[0]!.id);
    expect(audits.filter((a) => a.event === 'created'), `${name}: audit 'created' rows`).toHaveLength(1);
  }
  // Sent more than once is allowed only as a replay of the same key (the server answered it from its store).
  expect(new Set(posts).size).toBe(names.length);
  test.info().annotations.push({ type: 'POST requests', description: `${posts.length} for ${names.length} entries` });
});
