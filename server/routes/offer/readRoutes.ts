import type { FastifyInstance } from 'fastify';
import { projectRead } from '../../../domain/visibility.js';
import { OFFER_ENDPOINTS, PRODUCT_ENDPOINTS } from '../../../domain/offer/endpoints.js';
import { clientProductsQuery, offerFilterQuery } from '../../../domain/offer/queries.js';
import type { ProductRow } from '../../../domain/offer/rows.js';
import { feedColumns } from '../../entities/feedShape.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { offerReader } from './access.js';
import { offerList } from './offerList.js';
import { offerFiles, offerRead, productList } from './offerReads.js';

/** Offer's reads (spec 000 §7), for whoever reads offers (access.ts). */
export async function offerReadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  /** A client of another company, or none, is not found, as an unknown id is everywhere. */
  const assertClient = async (companyId: string, clientId: string) => {
    const client = await db.selectFrom('clients').select('id').where('companyId', '=', companyId).where('id', '=', clientId).executeTakeFirst();
    if (!client) throw notFound();
  };

  serve(app, OFFER_ENDPOINTS.one, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId, permissions } = offerReader(req);
    const read = await offerRead(db, companyId, id);
    if (!read) throw notFound();
    return { data: { ...projectRead(permissions, 'offers', read), products: read.products.map((p) => projectRead(permissions, 'products', p)) } };
  });

  serve(app, OFFER_ENDPOINTS.files, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId } = offerReader(req);
    const offer = await db.selectFrom('offers').select('id').where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (!offer) throw notFound();
    return { data: await offerFiles(db, companyId, id) };
  });

  serve(app, OFFER_ENDPOINTS.filter, 'signedIn', async (req) => {
    const { companyId, permissions } = offerReader(req);
    return { data: (await offerList(db, companyId, parse(offerFilterQuery, req.query))).map((o) => projectRead(permissions, 'offers', o)) };
  });

  serve(app, PRODUCT_ENDPOINTS.one, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId, permissions } = offerReader(req);
    const row = await db.selectFrom('products').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const data = feedColumns('products', row) as ProductRow;
    return { data: projectRead(permissions, 'products', { ...data, designation: data.articleId }) };
  });

  // The canceled products table (spec 000 §2 /dashboard/offers/canceled/products).
  serve(app, PRODUCT_ENDPOINTS.canceled, 'signedIn', async (req) => {
    const { companyId, permissions } = offerReader(req);
    return { data: (await productList(db, companyId, (q) => q.where('p.canceled', '=', 1))).map((p) => projectRead(permissions, 'products', p)) };
  });

  // The offer modal's rows: the client's, of one offer when named.
  serve(app, PRODUCT_ENDPOINTS.ofClient, 'signedIn', async (req, _reply, { params: { clientId } }) => {
    const { companyId, permissions } = offerReader(req);
    const { offerId } = parse(clientProductsQuery, req.query);
    await assertClient(companyId, clientId);
    const rows = await productList(db, companyId, (q) => (offerId ? q.where('p.clientId', '=', clientId).where('p.offerId', '=', offerId) : q.where('p.clientId', '=', clientId)));
    return { data: rows.map((p) => projectRead(permissions, 'products', p)) };
  });

  // What the client ordered across their offers, canceled rows left out (the summary panel's products).
  serve(app, PRODUCT_ENDPOINTS.clientProducts, 'signedIn', async (req, _reply, { params: { id } }) => {
    const { companyId, permissions } = offerReader(req);
    await assertClient(companyId, id);
    return { data: (await productList(db, companyId, (q) => q.where('p.clientId', '=', id).where('p.canceled', '=', 0))).map((p) => projectRead(permissions, 'products', p)) };
  });
}
