import type { FastifyInstance } from 'fastify';
import { ADMIN_READS, PRODUCTION_SETTINGS_SAVE } from '../../../domain/admin/endpoints.js';
import { PRODUCTION_SETTINGS_DEFAULTS } from '../../../domain/admin/productionSettings.js';
import { MSG } from '../../../domain/messages.js';
import type { Reader } from '../../entities/feedShape.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';
import { loadOneShaped } from '../../entities/shaped.js';

async function settingsOf(db: Reader, companyId: string) {
  const row = await db.selectFrom('productionSettings').select('id').where('companyId', '=', companyId).executeTakeFirst();
  return row ? loadOneShaped(db, 'productionSettings', companyId, row.id) : { id: null, ...PRODUCTION_SETTINGS_DEFAULTS };
}

/** Production settings: one row per company, read by everyone, saved by admins (upsert). */
export async function productionSettingsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, ADMIN_READS.productionSettings, 'lookup', async (req) => ({ data: await settingsOf(app.deps.db, authOf(req).companyId) }));

  serve(app, PRODUCTION_SETTINGS_SAVE, 'lookup', async (req, reply, { body: input }) =>
    runWrite(req, reply, async (w) => {
      const current = await w.tx.selectFrom('productionSettings').select('id').where('companyId', '=', w.companyId).executeTakeFirst();
      if (current) await w.update('productionSettings', current.id, input);
      else await w.insert('productionSettings', input);
      return { data: await settingsOf(w.tx, w.companyId), message: MSG.saved };
    }),
  );
}
