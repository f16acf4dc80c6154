import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../domain/messages.js';
import { COMPANY_SETTINGS_DEFAULTS, LOGO_UPLOAD } from '../../../domain/settings/companySettings.js';
import { SETTINGS_ENDPOINTS } from '../../../domain/settings/endpoints.js';
import type { CompanySettingsRead } from '../../../domain/settings/read.js';
import type { Reader } from '../../entities/feedShape.js';
import { attachFiles, removeFile, runWriteWithFiles } from '../../files/attachments.js';
import { singleUpload } from '../../files/upload.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';

/** What `GET settings` answers of the row: every column but the company and the times. */
const SETTINGS_COLUMNS = Object.keys(COMPANY_SETTINGS_DEFAULTS) as (keyof typeof COMPANY_SETTINGS_DEFAULTS)[];

/** The company's row, or the defaults before its first save. */
async function settingsOf(db: Reader, companyId: string): Promise<CompanySettingsRead> {
  const row = await db.selectFrom('companySettings').select(['id', ...SETTINGS_COLUMNS]).where('companyId', '=', companyId).executeTakeFirst();
  return row ?? { id: null, ...COMPANY_SETTINGS_DEFAULTS };
}

/**
 * The company's settings: read by every signed-in user, saved by admins
 * (access 'lookup': fullPrivileges or superAdmin, spec 000 §4) as an upsert
 * of the one row. A new logo replaces the old one (its file is deleted with
 * the same write); `removeLogo: 1` removes it.
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, SETTINGS_ENDPOINTS.read, 'lookup', async (req) => ({ data: await settingsOf(app.deps.db, authOf(req).companyId) }));

  serve(
    app,
    SETTINGS_ENDPOINTS.save,
    'lookup',
    async (req, reply, { body: { removeLogo, ...input } }) => {
      const logo = singleUpload(req.body, LOGO_UPLOAD);
      return runWriteWithFiles(req, reply, async (w, staged) => {
        const current = await w.tx.selectFrom('companySettings').select(['id', 'logoFileId']).where('companyId', '=', w.companyId).executeTakeFirst();
        const id = current ? (await w.update('companySettings', current.id, input)).id : (await w.insert('companySettings', input)).id;
        const replaced = current?.logoFileId ?? null;
        if (logo) {
          const [file] = await attachFiles(w, staged, { ownerType: 'companySettings', ownerId: id, kind: 'logo', files: [logo], accept: LOGO_UPLOAD.accept, field: LOGO_UPLOAD.field });
          await w.update('companySettings', id, { logoFileId: file!.id });
        } else if (removeLogo === 1) {
          await w.update('companySettings', id, { logoFileId: null });
        }
        if (replaced && (logo || removeLogo === 1)) await removeFile(w, staged, replaced, 'companySettings');
        return { data: await settingsOf(w.tx, w.companyId), message: MSG.saved };
      });
    },
  );
}
