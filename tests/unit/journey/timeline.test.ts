// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientTimeline, type ClientJourneyRows } from '../../../domain/journey/timeline.js';
import { STATUS } from '../../../domain/production/statuses.js';

/** A row with the columns a case names, created at the start of the year unless it says otherwise. */
const row = <T extends { id: string }>(fields: T) => ({ createdAt: '2026-01-01T00:00:00.000Z', ...fields });

const empty = (): ClientJourneyRows => ({
  client: { id: 'c1', createdAt: '2026-01-01T08:00:00.000Z', agentId: 'agent' },
  projects: [{ id: 'p1' }],
  measures: [],
  offers: [],
  agreements: [],
  products: [],
  processStatuses: [],
  warehouseRecords: [],
  transports: [],
  installations: [],
  serviceTickets: [],
  impressions: [],
});

type Product = ClientJourneyRows['products'][number];
const product = (id: string, fields: Partial<Product>): Product => ({ id, projectId: 'p1', offerId: 'o1', canceled: 0, forProduction: 1, doneStatus: 0, finishedAt: null, ...fields });
const processStatus = (id: string, productId: string, userId: string | null, statusId: number) => ({ id, productId, userId, statusId });

describe('a client\'s timeline (issue 16: measured, offered, agreed, produced, deposited, transported, installed, serviced, rated)', () => {
  it('a new client has only been contacted, by its agent', () => {
    expect(clientTimeline(empty())).toEqual([{ step: 'contacted', rowId: 'c1', projectId: null, at: '2026-01-01T08:00:00.000Z', by: ['agent'] }]);
  });

  it('walks the whole journey in date order, each step with who did it where a row names them', () => {
    const rows: ClientJourneyRows = {
      ...empty(),
      measures: [row({ id: 'm1', projectId: 'p1', measureDate: '2026-01-05', employeeId: 'measurer' })],
      offers: [row({ id: 'o1', projectId: 'p1', offerDate: '2026-01-10', createdBy: 'office' })],
      agreements: [row({ id: 'a1', projectId: 'p1', createdAt: '2026-01-12T09:00:00.000Z' })],
      products: [product('x1', { doneStatus: 1, finishedAt: '2026-02-01T10:00:00.000Z' }), product('x2', { doneStatus: 1, finishedAt: '2026-02-03T10:00:00.000Z' })],
      processStatuses: [processStatus('s1', 'x1', 'cutter', STATUS.completed), processStatus('s2', 'x2', 'cutter', STATUS.completed), processStatus('s3', 'x2', 'painter', STATUS.completed)],
      warehouseRecords: [row({ id: 'w1', projectId: 'p1', createdAt: '2026-02-04T08:00:00.000Z', transportUserIds: ['driver'], installationUserIds: ['fitter'] })],
      transports: [row({ id: 't1', projectId: 'p1', warehouseRecordId: 'w1', acceptanceDate: '2026-02-05 08:00:00', arrivalDate: '2026-02-05 12:00:00' })],
      installations: [row({ id: 'i1', projectId: 'p1', transportId: 't1', installationStart: '2026-02-06 09:00:00', installationEnd: '2026-02-06 15:00:00' })],
      serviceTickets: [row({ id: 'sv1', projectId: 'p1', date: '2026-03-01', start: null, end: null })],
      impressions: [row({ id: 'r1', projectId: 'p1', createdAt: '2026-03-02T10:00:00.000Z' })],
    };
    const steps = clientTimeline(rows);
    expect(steps.map((s) => [s.step, s.at, s.by])).toEqual([
      ['contacted', '2026-01-01T08:00:00.000Z', ['agent']],
      ['measured', '2026-01-05', ['measurer']],
      ['offered', '2026-01-10', ['office']],
      ['agreed', '2026-01-12T09:00:00.000Z', []],
      ['produced', '2026-02-03T10:00:00.000Z', ['cutter', 'painter']],
      ['deposited', '2026-02-04T08:00:00.000Z', []],
      ['transported', '2026-02-05 12:00:00', ['driver']],
      ['installed', '2026-02-06 15:00:00', ['fitter']],
      ['serviced', '2026-03-01', []],
      ['rated', '2026-03-02T10:00:00.000Z', []],
    ]);
    expect(steps.find((s) => s.step === 'produced')?.progress).toEqual({ done: 2, of: 2 });
  });

  it('produced counts the project\'s products it makes: not cancelled nor bought-in ones, nor unfinished processes\' workers', () => {
    const rows: ClientJourneyRows = {
      ...empty(),
      products: [
        product('x1', { doneStatus: 1, finishedAt: '2026-02-01T10:00:00.000Z' }),
        product('x2', {}),
        product('x3', { canceled: 1, doneStatus: 1, finishedAt: '2026-02-09T10:00:00.000Z' }),
        product('x4', { forProduction: 0 }),
      ],
      processStatuses: [processStatus('s1', 'x1', 'cutter', STATUS.completed), processStatus('s2', 'x1', 'painter', STATUS.inProcess)],
    };
    const produced = clientTimeline(rows).filter((s) => s.step === 'produced');
    expect(produced).toEqual([{ step: 'produced', rowId: 'p1', projectId: 'p1', at: '2026-02-01T10:00:00.000Z', by: ['cutter'], progress: { done: 1, of: 2 } }]);
  });

  it('no produced step before a product is finished; no transport or installation while only planned', () => {
    const rows: ClientJourneyRows = {
      ...empty(),
      products: [product('x1', {})],
      transports: [row({ id: 't1', projectId: 'p1', warehouseRecordId: null, acceptanceDate: null, arrivalDate: null })],
      installations: [row({ id: 'i1', projectId: 'p1', transportId: null, installationStart: null, installationEnd: null })],
    };
    expect(clientTimeline(rows).map((s) => s.step)).toEqual(['contacted']);
  });

  it('names the crew of the project\'s warehouse records when a transport names none, and leaves out rows of other projects', () => {
    const rows: ClientJourneyRows = {
      ...empty(),
      warehouseRecords: [row({ id: 'w1', projectId: 'p1', transportUserIds: ['d1'], installationUserIds: [] }), row({ id: 'w2', projectId: 'p1', transportUserIds: ['d2', 'd1'], installationUserIds: [] })],
      transports: [
        row({ id: 't1', projectId: 'p1', warehouseRecordId: null, acceptanceDate: '2026-02-05', arrivalDate: null }),
        row({ id: 't9', projectId: 'other', warehouseRecordId: null, acceptanceDate: '2026-02-05', arrivalDate: null }),
      ],
    };
    expect(clientTimeline(rows).filter((s) => s.step === 'transported')).toEqual([{ step: 'transported', rowId: 't1', projectId: 'p1', at: '2026-02-05', by: ['d1', 'd2'] }]);
  });

  it('on the same day keeps journey order, a bare day before a time of it', () => {
    const rows: ClientJourneyRows = {
      ...empty(),
      client: { id: 'c1', createdAt: '2026-01-05T10:00:00.000Z', agentId: null },
      offers: [row({ id: 'o1', projectId: 'p1', offerDate: '2026-01-05', createdBy: null })],
      measures: [row({ id: 'm1', projectId: 'p1', measureDate: '2026-01-05', employeeId: null })],
    };
    expect(clientTimeline(rows).map((s) => s.step)).toEqual(['measured', 'offered', 'contacted']);
  });
});
