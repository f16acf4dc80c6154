import { newId } from '../../domain/ids.js';
import { MEASURE_MSG } from '../../domain/measure/messages.js';
import type { MeasureProject } from '../../domain/measure/endpoints.js';
import { expect, test } from './fixtures';
import { MeasureForm } from './pages/MeasureForm';
import { outboxCount } from './support/mirror';
import { waitForOfflineReady } from './support/pwa';
import type { ServerApi } from './support/serverApi';

/** A new client of the office with one project and no measure yet; answers their ids and names. */
export async function newClientWithProject(server: ServerApi, tag: string): Promise<{ clientId: string; projectId: string; firstName: string; projectName: string }> {
  const clientId = newId();
  const projectId = newId();
  const firstName = `Matje${tag}`;
  const projectName = `Kuzhina ${tag}`;
  await server.json('POST', 'clients', {
    as: 'office',
    body: { id: clientId, firstnameAndLastname: firstName, lastName: 'Testi', phoneNumber: '044 123 456', city: 1, projects: [{ id: projectId, projectName }] },
  });
  return { clientId, projectId, firstName, projectName };
}

test.use({ viewport: { width: 800, height: 1280 } });

test('a final measure without a location is refused in the form, nothing is queued, and the API refuses it too', async ({ page, server, signIn }) => {
  const tag = Date.now().toString(36).slice(-6);
  const { clientId, projectId } = await newClientWithProject(server, tag);
  const form = new MeasureForm(page);
  await signIn('office');
  await waitForOfflineReady(page);
  await form.open(projectId, clientId);
  await form.choose('Statusi i matjes', 'Matje finale');
  await expect(form.text('Lokacioni')).toHaveValue('');
  await form.saveButton.click();
  await expect(form.text('Lokacioni')).toHaveAccessibleDescription(new RegExp(MEASURE_MSG.locationRequired));
  await expect(form.form.getByRole('alert')).toHaveText(MEASURE_MSG.locationRequired);
  expect(await outboxCount(page)).toBe(0);

  const refused = await server.request('POST', 'measures', { as: 'office', body: { id: newId(), clientId, projectId, measureStatusId: 2, productLocation: '' } });
  expect(refused.status).toBe(422);
  expect(JSON.stringify(await refused.json())).toContain(MEASURE_MSG.locationRequired);
  const opened = await server.json<{ data: MeasureProject }>('GET', `measures/${projectId}/project`, { as: 'office' });
  expect(opened.data.measure).toBeNull();
});
