import { newId } from '../../../domain/ids.js';
import { DISCOUNT_TYPE } from '../../../domain/offer/pricing.js';
import { OFFER_STATUS } from '../../../domain/offer/statuses.js';
import type { ZanatiDb } from '../../../src/local/db.js';
import { enqueue } from '../../../src/local/outbox.js';
import type { Command } from '../../../src/local/types.js';
import { createOfferCommand, createProductCommand, updateOfferCommand, updateProductCommand } from '../../../src/modules/offer/form/offerCommands';
import { draftOf, planLineSave, planOfferSave, type OfferDraft } from '../../../src/modules/offer/form/offerDraft';
import { emptyLine, lineOfRow, type LineDraft } from '../../../src/modules/offer/form/offerLines';
import { eventually, type LocalServer } from '../local/harness.js';

/**
 * Offer's writes for the optimistic-row contract, through the offer form's
 * own plans and commands (src/modules/offer/form): a new offer of a demo
 * client in no agreement, with two rows and a percent discount (one POST
 * offers), then its edit to a fixed discount and another status; a row
 * added to a saved offer (POST products), then its quantity and tax
 * changed and the row canceled (POST products/{id}). The offer's number is
 * the company counter's: only the feed's row has it.
 */
export function offerCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  const db = () => server().s.connection.db;
  const context = { name: 'kontrate', form: { to: '/dashboard/offers/create', data: {} }, draft: null };
  const today = new Date().toISOString().slice(0, 10);

  let demo: Promise<{ userId: string; clientId: string; articles: string[]; units: string[]; fields: string[] }> | undefined;
  const world = () =>
    (demo ??= (async () => {
      const company = await db().selectFrom('companies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
      const ids = (table: 'articles' | 'units' | 'offerFields') => db().selectFrom(table).select('id').where('companyId', '=', company.id).orderBy('id').limit(2).execute();
      const agreed = db().selectFrom('agreements').select('clientId');
      const [admin, client, articles, units, fields] = await Promise.all([
        db().selectFrom('users').select('id').where('companyId', '=', company.id).where('username', '=', 'admin').executeTakeFirstOrThrow(),
        db().selectFrom('clients').select('id').where('companyId', '=', company.id).where('id', 'not in', agreed as never).orderBy('id').executeTakeFirstOrThrow(),
        ids('articles'),
        ids('units'),
        ids('offerFields'),
      ]);
      return { userId: admin.id, clientId: client.id, articles: articles.map((r) => r.id), units: units.map((r) => r.id), fields: fields.map((r) => r.id) };
    })());

  const line = (articleId: string, unitId: string | null, figures: Partial<LineDraft>): LineDraft => ({ ...emptyLine(), type: 'K-1', articleId, unitId, ...figures });

  async function newOffer(id: string): Promise<Command> {
    const w = await world();
    const draft: OfferDraft = {
      ...draftOf(null, { clientId: w.clientId, projectId: null }),
      offerStatusId: OFFER_STATUS.sentForConfirmation,
      comment: 'Kontrate',
      discountType: DISCOUNT_TYPE.percentage,
      discountValue: '7,5',
      fields: Object.fromEntries(w.fields.map((f, i) => [f, `vlera ${i + 1}`])),
      newLines: [
        line(w.articles[0]!, w.units[0] ?? null, { quantity: '3', price: '123,45', discount: '12,5', tax: '18', start: '2026-05-04', end: '2026-05-20' }),
        line(w.articles[1] ?? w.articles[0]!, null, { quantity: '1.25', price: '0.99', tax: '8', forProduction: 0 }),
      ],
    };
    const plan = planOfferSave(draft, { offer: null, stored: [], fieldIds: w.fields, cantEdit: false, today });
    if (!plan.ok || plan.mode !== 'create') throw new Error(`offer refused: ${plan.ok ? plan.mode : plan.message}`);
    return createOfferCommand(id, plan.input, plan.save, plan.files, context, { at: new Date().toISOString(), userId: w.userId });
  }

  async function editOffer(id: string): Promise<Command> {
    const w = await world();
    const stored = await mirror().offers.get(id);
    if (!stored) throw new Error('no offer to edit');
    const rows = await mirror().products.where('offerId').equals(id).toArray();
    const draft: OfferDraft = { ...draftOf(stored, { clientId: null, projectId: null }), offerStatusId: OFFER_STATUS.approved, discountType: DISCOUNT_TYPE.fixed, discountValue: '10', address: 'Rruga B', fields: { [w.fields[0]!]: 'e ndryshuar' } };
    const plan = planOfferSave(draft, { offer: stored, stored: rows, fieldIds: w.fields, cantEdit: false, today });
    if (!plan.ok || plan.mode !== 'edit') throw new Error(`offer edit refused: ${plan.ok ? plan.mode : plan.message}`);
    return updateOfferCommand(stored, plan.input, plan.save, plan.files, context);
  }

  /** A saved offer the rows are added to: made through the form's own command, uploaded before the row's. */
  let host: Promise<string> | undefined;
  const hostOffer = () =>
    (host ??= (async () => {
      const id = newId();
      await enqueue(mirror(), await newOffer(id));
      await eventually(async () => (await mirror().outbox.count()) === 0, 15_000);
      return id;
    })());

  async function addRow(id: string): Promise<Command> {
    const w = await world();
    const offer = await mirror().offers.get(await hostOffer());
    if (!offer) throw new Error('no offer to add a row to');
    const plan = planLineSave({ ...line(w.articles[0]!, w.units[1] ?? null, { quantity: '2', price: '1000', discount: '3', tax: '18' }), id }, offer, null, false);
    if (!plan.ok || plan.mode !== 'create') throw new Error(`row refused: ${plan.ok ? plan.mode : plan.message}`);
    return createProductCommand(id, offer, plan.input, plan.save, context, { at: new Date().toISOString(), userId: w.userId });
  }

  async function editRow(id: string): Promise<Command> {
    const stored = await mirror().products.get(id);
    const offer = stored && (await mirror().offers.get(stored.offerId));
    if (!stored || !offer) throw new Error('no row to edit');
    const plan = planLineSave({ ...lineOfRow(stored), quantity: '4,5', tax: '0', canceled: 1 }, offer, stored, false);
    if (!plan.ok || plan.mode !== 'edit') throw new Error(`row edit refused: ${plan.ok ? plan.mode : plan.message}`);
    return updateProductCommand(stored, plan.input, plan.save, context);
  }

  return {
    offers: { create: { command: newOffer }, update: { command: editOffer }, serverFilled: ['number'] },
    products: { create: { command: addRow }, update: { command: editRow } },
  };
}
