import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../domain/messages.js';
import { HttpError } from '../../http/errors.js';

export async function companyRoutes(app: FastifyInstance): Promise<void> {
  // The landing page checks a company code before sign-in (spec 000 §2).
  app.get<{ Params: { code: string } }>('/companies/:code', { config: { access: 'public' } }, async (req) => {
    const company = await app.deps.db
      .selectFrom('companies')
      .select(['code', 'name'])
      .where('code', '=', req.params.code.trim().toLowerCase())
      .executeTakeFirst();
    if (!company) throw new HttpError(404, MSG.noCompany);
    return company;
  });
}
