import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgreementRow } from '../../domain/agreement/rows.js';
import { formatMoney } from '../../domain/format.js';
import { newId } from '../../domain/ids.js';
import { debtLeft, DISCOUNT_TYPE } from '../../domain/offer/pricing.js';
import { openLocalDb, type ZanatiDb } from '../../src/local/db.js';
import type { OutboxEntry } from '../../src/local/types.js';
import { agreementDocument, type AgreementPrint } from '../../src/modules/agreement/print/agreementDocument';
import { agreementTexts } from '../../src/modules/agreement/print/agreementTexts';
import { readAgreementPrint } from '../../src/modules/agreement/print/readAgreementPrint';
import type { OfferLine } from '../../src/app/documents/priced/offerLines';
import { clientRow, projectRow } from '../fixtures/contactRows.js';
import { offerRow, productRow } from '../fixtures/offerRows.js';
import { uniqueDbName } from './local/harness.js';

// The device's copies of stored files, by id.
const copies = vi.hoisted(() => new Map<string, Blob>());
vi.mock('../../src/app/files/storedFileBlob', () => ({ storedFileBlob: (id: string) => Promise.resolve(copies.get(id) ?? null) }));

const texts = agreementTexts(i18n);
const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

const line = (partial: Partial<OfferLine> = {}): OfferLine => ({ article: 'Dollap', code: 'K-1', quantity: 1, unit: 'cope', price: 1000, discount: 0, tax: 0, totalPrice: 1000, canceled: false, ...partial });

function agreement(partial: Partial<AgreementPrint> = {}): AgreementPrint {
  return {
    id: '0190bbbb-bbbb-7ccc-8ddd-eeeeeeeeeeee',
    company: { lines: ['demo'], logo: null },
    offerId: '0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee',
    offerNumber: 42,
    date: '2026-03-02',
    client: { name: 'Arta Krasniqi', address: 'Rr. 1', phone: '', fiscalNumber: '' },
    project: 'Kuzhina',
    lines: [line(), line({ article: 'Anuluar', totalPrice: 500, canceled: true }), line({ article: 'Banak', totalPrice: 234.5 })],
    discountType: DISCOUNT_TYPE.fixed,
    discountValue: 34.5,
    total: 1200,
    prepaid: 400.333,
    start: '2026-03-10',
    end: '2026-04-01',
    comment: '',
    signature: null,
    ...partial,
  };
}

describe('the agreement document', () => {
  it('prices the offer’s rows as the offer does, then the prepaid amount and the debt left (pricing.ts debtLeft)', () => {
    const d = agreementDocument(agreement(), texts);
    expect(d.table?.rows.map((r) => r[0])).toEqual(['Dollap', 'Banak']);
    expect(d.totals).toEqual([
      { label: 'Totali', value: "1'234.50 €" },
      { label: 'Zbritja', value: '-34.50 €' },
      { label: 'Totali pas zbritjes', value: "1'200.00 €", strong: true },
      { label: 'Parapagimi', value: '400.33 €' },
      // Rounded up: the third decimal of the prepaid leaves the cent on the client's side.
      { label: 'Borxhi i mbetur', value: formatMoney(debtLeft(1200, 400.333)), strong: true },
    ]);
    expect(d.totals?.at(-1)?.value).toBe('799.67 €');
  });

  it('names the client, project, offer and the finalization dates', () => {
    const d = agreementDocument(agreement({ comment: ' Montim ne mengjes. ' }), texts);
    expect(d.title).toBe('Marreveshja');
    expect(d.facts).toEqual([
      { label: 'Klienti', value: 'Arta Krasniqi' },
      { label: 'Adresa', value: 'Rr. 1' },
      { label: 'Projekti', value: 'Kuzhina' },
      { label: 'Oferta nr.', value: '42' },
      { label: 'Data', value: '02-03-2026' },
      { label: 'Fillimi i finalizimit', value: '10-03-2026' },
      { label: 'Mbarimi i finalizimit', value: '01-04-2026' },
    ]);
    expect(d.sections).toEqual([{ kind: 'text', title: 'Komenti', text: 'Montim ne mengjes.' }]);
    expect(d.fileName).toBe('Marreveshja-42.pdf');
  });

  it('puts the client’s tablet signature in its box, beside an empty one for the company', () => {
    const d = agreementDocument(agreement({ signature: PNG }), texts);
    expect(d.signatures).toEqual([
      { label: 'Per kompanine', image: null },
      { label: 'Klienti', image: PNG },
    ]);
  });

  it('leaves two lines to sign by hand when the client has not signed on the tablet', () => {
    expect(agreementDocument(agreement(), texts).signatures).toEqual([{ label: 'Per kompanine' }, { label: 'Klienti' }]);
  });

  it('without an offer: no rows, no offer number, named by its own id', () => {
    const d = agreementDocument(agreement({ offerId: null, lines: [], discountValue: 0 }), texts);
    expect(d.table?.rows).toEqual([]);
    expect(d.facts.map((f) => f.label)).not.toContain('Oferta nr.');
    expect(d.fileName).toBe('Marreveshja-0190bbbb.pdf');
  });
});

describe('reading the agreement from the mirror', () => {
  let db: ZanatiDb | undefined;
  afterEach(() => db?.close());

  async function mirror() {
    db = openLocalDb(uniqueDbName('agreement-print'));
    const client = clientRow({ firstnameAndLastname: 'Arta', lastName: 'Krasniqi' });
    const project = projectRow({ clientId: client.id, projectName: 'Kuzhina' });
    const offer = offerRow({ number: 9, clientId: client.id, projectId: project.id, discountType: 1, discountValue: 5 });
    const row: AgreementRow = {
      id: newId(),
      clientId: client.id,
      offerId: offer.id,
      projectId: project.id,
      agreementStatusId: 1,
      prepaid: 100,
      total: 190,
      totalDebtLeft: 90,
      start: '2026-03-10',
      end: null,
      comment: 'Ngjyra e bardhe',
      firstUpdate: 0,
      createdAt: '2026-03-02T09:00:00.000Z',
      updatedAt: '2026-03-02T09:00:00.000Z',
    };
    await db.clients.put(client);
    await db.projects.put(project);
    await db.offers.put(offer);
    await db.products.bulkPut([productRow({ offerId: offer.id, type: 'K-1', price: 200, totalPrice: 200 }), productRow({ offerId: offer.id, totalPrice: 50, canceled: 1 })]);
    await db.agreements.put(row);
    return { db, row };
  }

  const queued = (agreementId: string, seq: number, blob: Blob, state: OutboxEntry['state'] = 'pending'): OutboxEntry => ({
    id: newId(),
    seq,
    createdAt: seq,
    state,
    attempts: 0,
    nextAttemptAt: 0,
    error: null,
    rowKeys: [`agreements:${agreementId}`],
    label: 'agreement',
    method: 'POST',
    url: 'agreements' as OutboxEntry['url'],
    entity: 'agreements',
    entityId: agreementId,
    files: [{ field: 'signature[]', blob, name: 'nenshkrimi.png' }],
  });

  it('gathers the agreement with its offer’s rows, number and discount, client and project', async () => {
    const { db: local, row } = await mirror();
    const read = await readAgreementPrint(local, row.id, { lines: ['demo'], logo: null });
    expect(read).toMatchObject({
      id: row.id,
      company: { lines: ['demo'], logo: null },
      offerId: row.offerId,
      offerNumber: 9,
      date: row.createdAt,
      client: { name: 'Arta Krasniqi' },
      project: 'Kuzhina',
      discountType: 1,
      discountValue: 5,
      total: 190,
      prepaid: 100,
      start: '2026-03-10',
      end: null,
      comment: 'Ngjyra e bardhe',
      signature: null,
    });
    expect(read?.lines.map((l) => [l.code, l.totalPrice, l.canceled])).toEqual([
      ['K-1', 200, false],
      ['', 50, true],
    ]);
    expect(await readAgreementPrint(local, newId(), { lines: ['demo'], logo: null })).toBeNull();
  });

  it('takes the newest stored signature of the agreement, from the device’s copy of the file', async () => {
    const { db: local, row } = await mirror();
    const file = (kind: string, createdAt: string, ownerId = row.id) => ({ id: newId(), ownerType: 'agreements', ownerId, kind, fileName: 'f.png', url: '', mime: 'image/png', size: 1, createdBy: null, createdAt, updatedAt: createdAt });
    const newest = file('signature', '2026-03-03T00:00:00.000Z');
    await local.files.bulkPut([file('signature', '2026-03-01T00:00:00.000Z'), newest, file('finalAgreement', '2026-03-04T00:00:00.000Z'), file('signature', '2026-03-05T00:00:00.000Z', newId())]);
    const files = await local.files.toArray();
    for (const f of files) copies.set(f.id, new Blob([f.id], { type: 'image/png' }));
    expect((await readAgreementPrint(local, row.id, { lines: ['demo'], logo: null }))?.signature).toBe(copies.get(newest.id));
  });

  it('takes the newest signature a waiting save carries (signed offline), never a refused one', async () => {
    const { db: local, row } = await mirror();
    const first = new Blob(['first'], { type: 'image/png' });
    const second = new Blob(['second'], { type: 'image/png' });
    await local.outbox.bulkPut([queued(row.id, 1, first), queued(row.id, 2, second), queued(row.id, 3, PNG, 'rejected')]);
    expect((await readAgreementPrint(local, row.id, { lines: ['demo'], logo: null }))?.signature).toBe(second);
  });
});
