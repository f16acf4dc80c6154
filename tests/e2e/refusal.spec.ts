import { expect, test } from './fixtures';
import { waitForOfflineReady } from './support/pwa';

test('a create the server refuses shows as rejected with its text, and edit reopens the form with what was typed', async ({
  page,
  context,
  server,
  signIn,
  shell,
  units,
  outbox,
  uniqueUnitName,
}) => {
  const name = uniqueUnitName('taken');
  await signIn('admin');
  await units.goto();
  await waitForOfflineReady(page);

  // Someone else creates the same unit on the server after this device's last pull.
  await context.setOffline(true);
  const theirs = await server.createUnit(name);

  // This device does not know it yet, so its own check lets the create through to the outbox.
  await units.create(name);
  await shell.expectPending(1);
  await shell.expectOffline();

  await context.setOffline(false);
  await outbox.goto();
  const entry = outbox.entry(name);
  await expect(outbox.state(entry, 'rejected')).toBeVisible({ timeout: 20_000 });
  await expect(entry).toContainText('Kjo njesi eksiston!');
  await expect(shell.syncBadge).toHaveAccessibleName(/1 i refuzuar/);

  // Nothing typed is lost: edit opens the unit form filled with the refused name.
  await outbox.editButton(entry).click();
  await expect(page).toHaveURL(/\/admin\/units\?outboxEntry=/);
  await expect(units.nameField).toHaveValue(name);
  await expect(page.locator('#main').getByRole('alert')).toContainText('Kjo njesi eksiston!');

  // The server kept only the other user's unit.
  expect((await server.unitsNamed(name)).map((u) => u.id)).toEqual([theirs.id]);
});
