// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_MODULE } from '../../domain/journey/order.js';
import { openLocalDb, type ZanatiDb } from '../../src/local/db.js';
import { readAwaitingOffer } from '../../src/modules/offer/list/awaitingOffer';
import { clientRow, projectRow } from '../fixtures/contactRows.js';
import { offerRow } from '../fixtures/offerRows.js';
import { uniqueDbName } from './local/harness.js';

describe("the offers' list of the clients who arrived and wait for an offer", () => {
  let db: ZanatiDb | undefined;
  afterEach(() => db?.close());

  it('lists the clients in the offers module with their projects that have no offer, and no one else', async () => {
    db = openLocalDb(uniqueDbName('offer-awaiting'));
    const arrived = clientRow({ moduleId: CLIENT_MODULE.offers });
    const served = clientRow({ moduleId: CLIENT_MODULE.offers });
    const archived = clientRow({ moduleId: CLIENT_MODULE.offers, archivedAt: '2026-11-01T10:00:00.000Z' });
    const measured = clientRow({ moduleId: CLIENT_MODULE.measures });
    const agreed = clientRow({ moduleId: CLIENT_MODULE.agreements });
    await db.clients.bulkPut([arrived, served, archived, measured, agreed]);
    const kitchen = projectRow({ clientId: arrived.id, projectName: 'Kuzhina' });
    const wardrobe = projectRow({ clientId: arrived.id, projectName: 'Garderoba' });
    const servedProject = projectRow({ clientId: served.id });
    await db.projects.bulkPut([kitchen, wardrobe, servedProject, projectRow({ clientId: archived.id }), projectRow({ clientId: measured.id }), projectRow({ clientId: agreed.id })]);
    await db.offers.bulkPut([offerRow({ clientId: arrived.id, projectId: kitchen.id }), offerRow({ clientId: served.id, projectId: servedProject.id })]);

    const waiting = await readAwaitingOffer(db);
    expect(waiting.map((w) => [w.client.id, w.projects.map((p) => p.id)])).toEqual([[arrived.id, [wardrobe.id]]]);
  });
});
