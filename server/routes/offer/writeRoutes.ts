import type { FastifyInstance } from 'fastify';
import { OFFER_ENDPOINTS, PRODUCT_ENDPOINTS } from '../../../domain/offer/endpoints.js';
import { runWriteWithFiles } from '../../files/attachments.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';
import { createOffer, editOffer } from './offerWrites.js';
import { createProduct, deleteProduct, editProduct } from './productWrites.js';

/**
 * Offer's writes (spec 000 §7): the offers module's holders; observers never
 * (serve's access). POST offers creates an offer under a new id and edits
 * the offer of an id the company has (201 and 200); multipart with
 * finalOffer[], requirement[] and pdfOffer[] beside the fields, or JSON.
 */
export async function offerWriteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(
    app,
    OFFER_ENDPOINTS.save,
    'offers',
    async (req, reply, { body, requestedId }) => {
      // Decides the answer's status before the write; the write itself claims the id, so a create racing for it is refused there.
      const { companyId } = authOf(req);
      const stored = requestedId ? await db.selectFrom('offers').select('id').where('companyId', '=', companyId).where('id', '=', requestedId).executeTakeFirst() : undefined;
      return runWriteWithFiles(req, reply, (w, staged) => (stored ? editOffer(w, staged, stored.id, body, req.body) : createOffer(w, staged, requestedId, body, req.body)), stored ? 200 : 201);
    },
  );

  serve(app, PRODUCT_ENDPOINTS.create, 'offers', (req, reply, { body, requestedId }) => runWrite(req, reply, (w) => createProduct(w, requestedId, body), 201));
  serve(app, PRODUCT_ENDPOINTS.update, 'offers', (req, reply, { params: { id }, body }) => runWrite(req, reply, (w) => editProduct(w, id, body)));
  serve(app, PRODUCT_ENDPOINTS.remove, 'offers', (req, reply, { params: { id } }) => runWrite(req, reply, (w) => deleteProduct(w, id)));
}
