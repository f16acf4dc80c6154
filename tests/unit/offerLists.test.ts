// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OFFER_STATUS_LABELS, PRODUCTION_FLAG_LABELS } from '../../domain/offer/statuses.js';
import { OFFER_STATUS_NAMES, OFFER_STATUS_ORDER, PRODUCTION_FLAG_NAMES } from '../../src/app/statusNames/offerStatusNames';
import { archivedOfferLines, canceledLines, offerLines, parseOfferStatus, type OfferSources } from '../../src/modules/offer/list/offerListLines';
import { clientRow, projectRow } from '../fixtures/contactRows.js';
import { offerRow, productRow } from '../fixtures/offerRows.js';

const arta = clientRow({ firstnameAndLastname: 'Arta', lastName: 'Krasniqi', moduleId: 3 });
const besa = clientRow({ firstnameAndLastname: 'Besa', lastName: 'Gashi', moduleId: 4 });
const gone = clientRow({ firstnameAndLastname: 'Drin', lastName: 'Hoti', moduleId: 5, archivedAt: '2026-02-01T00:00:00.000Z' });
const kitchen = projectRow({ clientId: arta.id, projectName: 'Kuzhina' });
const offers = [
  offerRow({ number: 1, clientId: arta.id, projectId: kitchen.id, offerStatusId: 5, offerDate: '2026-01-10' }),
  offerRow({ number: 2, clientId: besa.id, offerStatusId: 2, offerDate: '2026-02-10' }),
  offerRow({ number: 3, clientId: arta.id, offerStatusId: 5, offerDate: '2026-03-10' }),
  offerRow({ number: 4, clientId: gone.id, offerStatusId: 5, offerDate: '2026-03-11' }),
  offerRow({ number: 0, clientId: arta.id, offerStatusId: 3, offerDate: '2026-03-10' }),
];
const src: OfferSources = { offers, clients: new Map([arta, besa, gone].map((c) => [c.id, c])), projects: new Map([[kitchen.id, kitchen]]) };
const numbers = (lines: { number: number }[]) => lines.map((l) => l.number);

describe('the offer lists (spec 000 §2 offers/{statusId?}, archive)', () => {
  it("says the statuses and the production flag in the domain's words, in the screen's order 5, 3, 1, 4, 2", () => {
    for (const id of OFFER_STATUS_ORDER) expect(OFFER_STATUS_NAMES[id].message).toBe(OFFER_STATUS_LABELS[id]);
    expect(OFFER_STATUS_ORDER).toEqual([5, 3, 1, 4, 2]);
    expect([PRODUCTION_FLAG_NAMES[0].message, PRODUCTION_FLAG_NAMES[1].message]).toEqual([PRODUCTION_FLAG_LABELS[0], PRODUCTION_FLAG_LABELS[1]]);
  });

  it('reads the path status: one of 1 to 5, none, or nothing the screen knows', () => {
    expect(parseOfferStatus(undefined)).toBeUndefined();
    expect(parseOfferStatus('3')).toBe(3);
    expect(parseOfferStatus('6')).toBeNull();
    expect(parseOfferStatus('03')).toBeNull();
  });

  it("filters by status and date range, newest first, a new offer first among its day's, archived clients' offers out", () => {
    expect(numbers(offerLines(src, {}))).toEqual([0, 3, 2, 1]);
    expect(numbers(offerLines(src, { status: 5 }))).toEqual([3, 1]);
    expect(numbers(offerLines(src, { start: '2026-02-01', end: '2026-03-09' }))).toEqual([2]);
    expect(offerLines(src, { status: 5 }).at(-1)).toMatchObject({ clientName: 'Arta Krasniqi', projectName: 'Kuzhina' });
  });

  it('archives the offers of clients gone on to an agreement or further, archived clients included', () => {
    expect(numbers(archivedOfferLines(src, {}))).toEqual([4, 2]);
    expect(numbers(archivedOfferLines(src, { end: '2026-03-01' }))).toEqual([2]);
  });

  it('lists the canceled product rows with their offer, client and article', () => {
    const rows = [productRow({ offerId: offers[0]!.id, clientId: arta.id, canceled: 1, articleId: 'a1', totalPrice: 12 }), productRow({ offerId: offers[0]!.id, clientId: arta.id })];
    expect(canceledLines(rows, { ...src, articles: new Map([['a1', 'Dollap']]) })).toEqual([
      expect.objectContaining({ offerNumber: 1, clientName: 'Arta Krasniqi', articleName: 'Dollap', totalPrice: 12 }),
    ]);
  });
});
