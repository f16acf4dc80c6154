import type { FastifyInstance } from 'fastify';
import { cityMatches, cityQuery } from '../../../domain/contact/clientQueries.js';
import { parse } from '../../http/validate.js';

/** The country and city selects of the client form (spec 000 §2, §7): shared reference data, the same for every company. */
export async function countryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/countries', { config: { access: 'signedIn' } }, async () => ({
    data: await db.selectFrom('countries').select(['id', 'name', 'code']).orderBy('name').execute(),
  }));

  // A few hundred rows at most: matched here rather than in SQL, so accents and
  // case fold the same on SQLite and PostgreSQL.
  app.get('/countries/cities', { config: { access: 'signedIn' } }, async (req) => {
    const { countryId, city } = parse(cityQuery, req.query);
    let query = db.selectFrom('cities').select(['id', 'countryId', 'name']).orderBy('name');
    if (countryId !== undefined) query = query.where('countryId', '=', countryId);
    const cities = await query.execute();
    return { data: city ? cities.filter((c) => cityMatches(c.name, city)) : cities };
  });
}
