import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids.js';
import { migrateUpTo } from '../../server/db/migrate.js';
import { openTestDatabase } from '../fixtures/testServer.js';

/** Migration 0022: the statuses written by hand before the work rule, derived once from the facts (domain/journey/workStatus.ts). */
const BEFORE = '0021_add_mirror_months';
const AFTER = '0022_derive_work_statuses';

const opened: Awaited<ReturnType<typeof openTestDatabase>>[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) {
    await db.connection.close().catch(() => undefined);
    await db.drop();
  }
});

describe('0012 derive work statuses', () => {
  it("derives every company's agreement and product statuses from their work and publishes the rows it moved", async () => {
    const opening = await openTestDatabase();
    opened.push(opening);
    const db = opening.connection.db;
    await migrateUpTo(db, BEFORE);
    const now = new Date().toISOString();
    const row = (companyId: string) => ({ id: newId(), companyId, createdAt: now, updatedAt: now });
    const companies = [newId(), newId()];
    const work: Record<string, { agreementId: string; started: string; done: string; waiting: string }> = {};
    for (const companyId of companies) {
      await db.insertInto('companies').values({ id: companyId, code: `c${companyId.slice(-8)}`, name: 'Firma', createdAt: now }).execute();
      const client = { ...row(companyId), firstnameAndLastname: 'Arben', lastName: 'Krasniqi' };
      await db.insertInto('clients').values(client).execute();
      const project = { ...row(companyId), clientId: client.id, projectName: 'Kuzhina' };
      await db.insertInto('projects').values(project).execute();
      const offer = { ...row(companyId), number: 1, clientId: client.id, projectId: project.id };
      await db.insertInto('offers').values(offer).execute();
      const line = (doneStatus: number) => ({ ...row(companyId), offerId: offer.id, clientId: client.id, projectId: project.id, quantity: 1, forProduction: 1, doneStatus, productStatusId: 1 });
      const [started, done, waiting] = [line(0), line(1), line(0)];
      await db.insertInto('products').values([started, done, waiting]).execute();
      const responsibility = { ...row(companyId), name: 'Prerja', nameKey: 'prerja' };
      await db.insertInto('responsibilities').values(responsibility).execute();
      await db
        .insertInto('processStatuses')
        .values([
          { ...row(companyId), productId: started.id, responsibilityId: responsibility.id, position: 1, statusId: 4, startedAt: now },
          { ...row(companyId), productId: waiting.id, responsibilityId: responsibility.id, position: 1, statusId: 2 },
        ])
        .execute();
      const agreement = { ...row(companyId), clientId: client.id, offerId: offer.id, projectId: project.id, agreementStatusId: 1 };
      await db.insertInto('agreements').values(agreement).execute();
      work[companyId] = { agreementId: agreement.id, started: started.id, done: done.id, waiting: waiting.id };
    }

    expect(await migrateUpTo(db, AFTER)).toEqual([AFTER]);

    for (const companyId of companies) {
      const w = work[companyId]!;
      const status = async (id: string) => (await db.selectFrom('products').select('productStatusId').where('id', '=', id).executeTakeFirstOrThrow()).productStatusId;
      expect([await status(w.started), await status(w.done), await status(w.waiting)]).toEqual([2, 3, 1]);
      expect((await db.selectFrom('agreements').select('agreementStatusId').where('id', '=', w.agreementId).executeTakeFirstOrThrow()).agreementStatusId).toBe(2);
      // The moved rows reach devices through the feed; the one that did not move is not republished.
      const fed = await db.selectFrom('changes').select(['entity', 'entityId']).where('companyId', '=', companyId).execute();
      expect(fed.map((c) => `${c.entity}:${c.entityId}`).sort()).toEqual([`agreements:${w.agreementId}`, `products:${w.done}`, `products:${w.started}`].sort());
    }
  });
});
