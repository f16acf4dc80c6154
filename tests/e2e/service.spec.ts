import type { ServiceArticleOption, ServiceTicketRead } from '../../domain/service/answers.js';
import { SERVICE_MSG as M } from '../../domain/service/messages.js';
import { pngBytes } from '../fixtures/files.js';
import { expect, test } from './fixtures';
import { ServiceForm } from './pages/ServiceForm';
import { outboxCount } from './support/mirror';
import { waitForOfflineReady } from './support/pwa';

/**
 * The service worker's tablet (issue 13): a ticket for a client who is not
 * registered, written where there is no signal, reaches the server exactly
 * once with its article and photo; a registered ticket without its project
 * or its problem is refused in the form and nothing is queued.
 */

test.use({ viewport: { width: 800, height: 1280 } });

test.describe('service tickets on a tablet', () => {
  test('offline: an unregistered client\'s ticket with an article and a photo stays pending through a reload and lands once', async ({ page, context, server, signIn, shell }) => {
    const { data: articles } = await server.json<{ data: ServiceArticleOption[] }>('GET', 'servicing/articles');
    const article = articles[0]!;
    const firstname = `Klient${Date.now().toString(36)}`;
    const form = new ServiceForm(page);

    await signIn('installer');
    await form.openUnregistered();
    await waitForOfflineReady(page);

    await context.setOffline(true);
    await form.fill('Emri', firstname);
    await form.fill('Mbiemri', 'Paregjistruar');
    await form.fill('Adresa', 'Rruga e Qershive 4');
    await form.fill('Qyteti', 'Prizren');
    await form.fill('Email', `${firstname.toLowerCase()}@example.com`);
    await form.fill('Telefoni', '+383 44 123 456');
    await form.choose('Artikujt', `${article.name} (${article.code})`);
    await form.fill('Problemi', 'Dera e dollapit nuk mbyllet.');
    await form.addPhoto('dera.png', pngBytes(), 'image/png');
    await form.saveButton.click();

    await page.waitForURL('**/dashboard/service');
    await shell.expectKeptOnDevice(M.serviceCreated);
    await shell.expectPending(1);
    await shell.expectOffline();
    await page.getByRole('link', { name: 'Klientet e paregjistruar' }).click();
    await expect(form.row(firstname)).toContainText('Ne pritje te dergimit');

    await page.reload();
    await shell.expectReady();
    await shell.expectPending(1);
    await expect(form.row(firstname)).toContainText('Ne pritje te dergimit');
    expect(await outboxCount(page)).toBe(1);

    await context.setOffline(false);
    await shell.expectPending(0);
    const { data } = await server.json<{ data: ServiceTicketRead[] }>('GET', 'servicing/non/client');
    const landed = data.filter((t) => t.firstname === firstname);
    expect(landed).toHaveLength(1);
    expect(landed[0]).toMatchObject({ projectId: null, lastname: 'Paregjistruar', city: 'Prizren', problem: 'Dera e dollapit nuk mbyllet.', articleIds: [article.id], productIds: [] });
    expect(landed[0]!.servicingFiles).toHaveLength(1);
    const created = (await server.auditsOf('serviceTickets', landed[0]!.id)).filter((a) => a.event === 'created');
    expect(created).toHaveLength(1);
    await expect(form.row(firstname)).not.toContainText('Ne pritje te dergimit');
  });

  test('a registered ticket without its project, then without its problem, is refused in the form and nothing is queued', async ({ page, signIn, shell }) => {
    const form = new ServiceForm(page);
    await signIn('installer');
    await form.openRegistered();

    await form.fill('Problemi', 'Mentesha e deres eshte thyer.');
    await form.saveButton.click();
    await expect(form.refusal).toHaveText(M.chooseProject);
    await expect(form.field('Projekti')).toHaveAttribute('aria-invalid', 'true');

    await form.chooseFirst('Projekti');
    await form.fill('Problemi', '');
    await form.saveButton.click();
    await expect(form.refusal).toHaveText(M.describeProblem);
    await expect(form.text('Problemi')).toBeFocused();

    await expect(page).toHaveURL(/\/dashboard\/service\/create$/);
    expect(await outboxCount(page)).toBe(0);
    await shell.expectPending(0);
  });
});
