import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_MODULES } from '../../domain/archive/modules.js';
import { newestArchivedFirst } from '../../domain/archive/rules.js';
import { archivedPage } from '../../server/routes/archive/archivedPage.js';
import { archivedRows } from '../../server/routes/archive/archivedRows.js';
import { companyUsers, type CompanyUsers } from '../fixtures/directWrite.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { DAY, plantJourney } from './archivePlant.js';
import { CLIENT_MODULE } from '../../domain/journey/order.js';
import { MEASURE_STATUS } from '../../domain/measure/statuses.js';
import { SERVICE_STATUS } from '../../domain/service/statuses.js';
import { appendChanges } from '../../server/write/changes.js';
import { Writer } from '../../server/write/writer.js';

/**
 * The archives are paged by SQL (server/routes/archive/archivedPage.ts), the
 * rule that decides what is archived lives in domain/archive/rules.ts: on the
 * seeded demo company plus a planted journey, both must list the same rows in
 * the same order, on the database the run picks.
 */
let s: TestServer;
let demo: CompanyUsers;

beforeAll(async () => {
  s = await startTestServer();
  demo = await companyUsers(s.connection, 'demo');
  const j = await plantJourney(s.connection, demo.companyId, demo.users.admin!);
  await plantBoundaries(j.clients.live);
}, 120_000);

/**
 * Rows just short of archived, where a rule written twice would most likely
 * disagree: a final measure of a client still at measuring, an offer of a
 * client one step before agreements, a record whose only transport is under
 * way, a transport and an installation missing their end, a
 * ticket still open with a date.
 */
async function plantBoundaries(clientId: string) {
  await s.connection.db.transaction().execute(async (tx) => {
    const w = new Writer(tx, demo.companyId, demo.users.admin!, `${DAY}T10:00:00.000Z`);
    const measuring = await w.insert('clients', { firstnameAndLastname: 'Kufiri', lastName: 'Test', moduleId: CLIENT_MODULE.measures });
    const project = await w.insert('projects', { clientId: measuring.id, projectName: 'Kufiri' });
    await w.insert('measures', { clientId: measuring.id, projectId: project.id, measureStatusId: MEASURE_STATUS.final, measureDate: DAY });
    const offering = await w.insert('clients', { firstnameAndLastname: 'Kufiri', lastName: 'Oferta', moduleId: CLIENT_MODULE.agreements - 1 });
    await w.insert('offers', { clientId: offering.id, projectId: project.id, number: 987_654_321, offerDate: DAY });
    const record = await w.insert('warehouseRecords', { clientId, projectId: project.id, label: 'Kufiri' });
    await w.insert('transports', { code: 'KUFI2', projectId: project.id, warehouseRecordId: record.id, acceptanceDate: `${DAY} 08:00:00`, arrivalDate: null });
    await w.insert('transports', { code: 'KUFI3', projectId: project.id, warehouseRecordId: null, acceptanceDate: null, arrivalDate: `${DAY} 09:00:00` });
    await w.insert('installations', { projectId: project.id, transportId: null, installationStart: null, installationEnd: `${DAY} 12:00:00` });
    await w.insert('serviceTickets', { projectId: project.id, problem: 'Kufiri', date: DAY, statusId: SERVICE_STATUS.pending });
    await appendChanges(tx, s.connection.kind, demo.companyId, w.touched);
  });
}
afterAll(() => s.close());

const everything = { page: 1, pageSize: 10_000 };

describe('the archive page in SQL is the rule in domain/', () => {
  it.each(ARCHIVE_MODULES)('%s: the same rows in the same order, with or without a range', async (module) => {
    const byRule = (await archivedRows(s.connection.db, module, demo.companyId))
      .sort((a, b) => newestArchivedFirst({ date: a.date, id: a.row.id }, { date: b.date, id: b.row.id }))
      .map((a) => a.row.id);
    const bySql = await archivedPage(s.connection.db, module, demo.companyId, everything);
    expect(bySql.ids).toEqual(byRule);
    expect(bySql.total).toBe(byRule.length);

    const onDay = (await archivedRows(s.connection.db, module, demo.companyId)).filter((a) => a.date?.slice(0, 10) === DAY).map((a) => a.row.id).sort();
    const sqlOnDay = await archivedPage(s.connection.db, module, demo.companyId, { ...everything, start: DAY, end: DAY });
    expect([...sqlOnDay.ids].sort()).toEqual(onDay);
  });

  it('pages split the order without a gap or a repeat', async () => {
    const whole = await archivedPage(s.connection.db, 'production', demo.companyId, everything);
    expect(whole.total).toBeGreaterThan(20);
    const pages = [];
    for (let page = 1; (page - 1) * 10 < whole.total; page += 1) pages.push(...(await archivedPage(s.connection.db, 'production', demo.companyId, { page, pageSize: 10 })).ids);
    expect(pages).toEqual(whole.ids);
  });
});
