import type { FastifyInstance } from 'fastify';
import { productionSettingsBody } from '../../../domain/admin/productionSettings.js';
import { MSG } from '../../../domain/messages.js';
import type { Reader } from '../../entities/feedShape.js';
import { authOf } from '../../http/access.js';
import { parse } from '../../http/validate.js';
import { runWrite } from '../../write/runWrite.js';
import { loadOneShaped } from '../../entities/shaped.js';

/** What a company that never saved its settings works with (the columns' defaults). */
const DEFAULTS = { showProductionDropdownDetails: 0, dailyCapacity: 0 };

async function settingsOf(db: Reader, companyId: string) {
  const row = await db.selectFrom('productionSettings').select('id').where('companyId', '=', companyId).executeTakeFirst();
  return row ? loadOneShaped(db, 'productionSettings', companyId, row.id) : { id: null, ...DEFAULTS };
}

/** Production settings: one row per company, read by everyone, saved by admins (upsert). */
export async function productionSettingsRoutes(app: FastifyInstance): Promise<void> {
  const opts = { config: { access: 'lookup' as const } };

  app.get('/admin/production-settings', opts, async (req) => ({ data: await settingsOf(app.deps.db, authOf(req).companyId) }));

  app.post('/admin/production-settings', opts, async (req, reply) => {
    const input = parse(productionSettingsBody, req.body);
    return runWrite(req, reply, async (w) => {
      const current = await w.tx.selectFrom('productionSettings').select('id').where('companyId', '=', w.companyId).executeTakeFirst();
      if (current) await w.update('productionSettings', current.id, input);
      else await w.insert('productionSettings', input);
      return { data: await settingsOf(w.tx, w.companyId), message: MSG.saved };
    });
  });
}
