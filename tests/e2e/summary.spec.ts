import { expect, test } from './fixtures';
import { describeFindings, seriousAxeViolations } from './support/axe';
import { waitForOfflineReady } from './support/pwa';

/**
 * The summary panel (spec 000 §2, issue 16) from a list row on the demo data:
 * the impression list's clients have walked the journey up to an installation.
 */
test('the summary panel opens from a list row with contact, project and timeline; Escape closes it; offline after a reload it opens too', async ({ page, context, signIn, shell }) => {
  await signIn('admin');
  await page.goto('/dashboard/impression');
  const summaryOfFirstRow = page.getByRole('button', { name: /^Permbledhje: / }).first();
  const panel = page.getByRole('dialog');

  const expectFullSummary = async () => {
    await expect(panel.locator('[data-summary="contact"]')).toBeVisible();
    await expect(panel.locator('[data-summary="project"]')).toBeVisible();
    // The first row is whichever client was installed last — one another spec made may have no measure —
    // so only the steps every installed client has; journey.spec.ts checks all ten on its own client.
    for (const step of ['contacted', 'installed']) await expect(panel.locator(`[data-step="${step}"]`).first()).toBeVisible();
  };

  await summaryOfFirstRow.click();
  await expectFullSummary();
  const findings = await seriousAxeViolations(page);
  expect(findings, describeFindings(findings)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(summaryOfFirstRow).toBeFocused();

  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  await shell.expectReady();
  await summaryOfFirstRow.click();
  await expectFullSummary();
  await context.setOffline(false);
});
