import type { FastifyInstance } from 'fastify';
import { POKE_WAIT_MS, pokeQuery, type PokeAnswer } from '../../../domain/sync.js';
import { authOf } from '../../http/access.js';
import { parse } from '../../http/validate.js';

/**
 * GET sync/poke: a long poll that answers when the caller's company feed
 * moves past `after` (domain/sync.ts). It carries no rows, only the head: the
 * device's pull then brings what it may see (feedVisibility.ts), so nothing
 * here needs the visibility rules.
 */
export async function pokeRoute(app: FastifyInstance): Promise<void> {
  const { db, changeWaiters } = app.deps;
  const headOf = async (companyId: string): Promise<string> => {
    const row = await db.selectFrom('changes').select((eb) => eb.fn.max('seq').as('seq')).where('companyId', '=', companyId).executeTakeFirst();
    return String(row?.seq ?? 0);
  };

  app.get('/sync/poke', { config: { access: 'signedIn' } }, async (req, reply): Promise<PokeAnswer> => {
    const { after } = parse(pokeQuery, req.query);
    const { companyId } = authOf(req);
    const head = await headOf(companyId);
    if (after === undefined || BigInt(head) > BigInt(after)) return { cursor: head };
    const gone = new AbortController();
    // The response's close before it is sent: the device went away (the request's own close fires once its body is read).
    reply.raw.once('close', () => gone.abort());
    await changeWaiters.wait(companyId, POKE_WAIT_MS, gone.signal);
    return { cursor: await headOf(companyId) };
  });
}
