import { AGREEMENT_STATUS } from '../../domain/agreement/statuses.js';
import { MEASURE_STATUS } from '../../domain/measure/statuses.js';
import { SERVICE_STATUS } from '../../domain/service/statuses.js';
import type { Connection } from '../../server/db/connect.js';
import { appendChanges } from '../../server/write/changes.js';
import { Writer } from '../../server/write/writer.js';

/** The day every planted row is archived on: no seeded row is that old, so a range on it holds the planted rows alone. */
export const DAY = '2001-02-03';
const AT = `${DAY}T09:00:00.000Z`;
const STAMP = (hour: string) => `${DAY} ${hour}:00:00`;

/**
 * One client's whole journey, planted as the server writes (audited, fed),
 * dated DAY: for each module an archived row that a later module depends
 * on, one that nothing depends on (deletable), and a live row (not
 * archived). Ids by name.
 */
export async function plantJourney(connection: Connection, companyId: string, userId: string) {
  return connection.db.transaction().execute(async (tx) => {
    const w = new Writer(tx, companyId, userId, AT);
    const n = Math.floor(Math.random() * 1e8) + 1e8;
    const client = (name: string, moduleId: number, archived: boolean) =>
      w.insert('clients', { firstnameAndLastname: `Arkiva ${name} ${n}`, lastName: 'Test', moduleId, archivedAt: archived ? AT : null });
    const project = (clientId: string, name: string) => w.insert('projects', { clientId, projectName: `${name} ${n}` });
    const offer = (clientId: string, projectId: string, k: number) => w.insert('offers', { clientId, projectId, number: n + k, offerDate: DAY });
    const product = (offerId: string, clientId: string, projectId: string, done: boolean) =>
      w.insert('products', { offerId, clientId, projectId, quantity: 1, price: 10, totalPrice: 10, doneStatus: done ? 1 : 0, finishedAt: done ? AT : null });

    const a = await client('A', 5, true);
    const pa = await project(a.id, 'Projekti A');
    const b = await client('B', 1, true);
    await project(b.id, 'Projekti B');
    const c = await client('C', 3, false);
    const pc = await project(c.id, 'Projekti C');

    const measureFinal = await w.insert('measures', { clientId: a.id, projectId: pa.id, measureStatusId: MEASURE_STATUS.final, measureDate: DAY });
    const pa2 = await project(a.id, 'Projekti A2');
    const measureLive = await w.insert('measures', { clientId: a.id, projectId: pa2.id, measureStatusId: MEASURE_STATUS.initial, measureDate: DAY });

    const offerAgreed = await offer(a.id, pa.id, 0);
    const offerFree = await offer(a.id, pa.id, 1);
    const offerLive = await offer(c.id, pc.id, 2);

    const agreementUsed = await w.insert('agreements', { clientId: a.id, offerId: offerAgreed.id, projectId: pa.id, agreementStatusId: AGREEMENT_STATUS.completed, start: DAY });
    const agreementFree = await w.insert('agreements', { clientId: a.id, offerId: null, projectId: pa.id, agreementStatusId: AGREEMENT_STATUS.completed, start: DAY });
    const agreementLive = await w.insert('agreements', { clientId: a.id, offerId: null, projectId: pa.id, agreementStatusId: AGREEMENT_STATUS.waiting, start: DAY });

    const productDeposited = await product(offerAgreed.id, a.id, pa.id, true);
    const productFree = await product(offerFree.id, a.id, pa.id, true);
    const productLive = await product(offerAgreed.id, a.id, pa.id, false);

    // The free product went through production: its history goes with it.
    const responsibility = await tx.selectFrom('responsibilities').select('id').where('companyId', '=', companyId).executeTakeFirstOrThrow();
    const history = await w.insert('processStatuses', { productId: productFree.id, responsibilityId: responsibility.id, position: 1 });

    const record = await w.insert('warehouseRecords', { clientId: a.id, projectId: pa.id, label: `Depo ${n}` });
    await w.insert('warehouseRecordProducts', { warehouseRecordId: record.id, productId: productDeposited.id, quantity: 1 });

    const transportInstalled = await w.insert('transports', { code: `A${n}`, projectId: pa.id, warehouseRecordId: record.id, acceptanceDate: STAMP('08'), arrivalDate: STAMP('10') });
    const transportFree = await w.insert('transports', { code: `B${n}`, projectId: pa.id, warehouseRecordId: null, acceptanceDate: STAMP('08'), arrivalDate: STAMP('10') });
    const transportLive = await w.insert('transports', { code: `C${n}`, projectId: pa.id, warehouseRecordId: null, acceptanceDate: STAMP('08'), arrivalDate: null });

    const installationDone = await w.insert('installations', { projectId: pa.id, transportId: transportInstalled.id, installationStart: STAMP('11'), installationEnd: STAMP('12') });
    const installationLive = await w.insert('installations', { projectId: pa.id, transportId: null, installationStart: STAMP('11'), installationEnd: null });

    const ticketDone = await w.insert('serviceTickets', { projectId: pa.id, problem: `Problemi ${n}`, date: DAY, statusId: SERVICE_STATUS.completed });
    const ticketLive = await w.insert('serviceTickets', { projectId: pa.id, problem: `Problemi tjeter ${n}`, date: DAY, statusId: SERVICE_STATUS.pending });

    const impression = await w.insert('impressions', { projectId: pa.id, clientId: a.id, average: 4 });

    await appendChanges(tx, connection.kind, companyId, w.touched);
    return {
      clients: { used: a.id, free: b.id, live: c.id },
      measures: { free: measureFinal.id, live: measureLive.id },
      offers: { used: offerAgreed.id, free: offerFree.id, live: offerLive.id },
      agreements: { used: agreementUsed.id, free: agreementFree.id, live: agreementLive.id },
      products: { used: productDeposited.id, free: productFree.id, live: productLive.id, history: history.id },
      warehouseRecords: { used: record.id },
      transports: { used: transportInstalled.id, free: transportFree.id, live: transportLive.id },
      installations: { free: installationDone.id, live: installationLive.id },
      serviceTickets: { free: ticketDone.id, live: ticketLive.id },
      impressions: { free: impression.id },
    };
  });
}

export type Journey = Awaited<ReturnType<typeof plantJourney>>;
