import { msg } from '@lingui/core/macro';
import type * as v from 'valibot';
import { COMPANY_SETTINGS_DEFAULTS, LOGO_UPLOAD } from '../../../domain/settings/companySettings.js';
import { SETTINGS_ENDPOINTS } from '../../../domain/settings/endpoints.js';
import type { CompanySettingsRow } from '../../app/documents/companyHeader';
import { callOf, type Command } from '../../local';

type Input = v.InferInput<typeof SETTINGS_ENDPOINTS.save.body>;
type Parsed = v.InferOutput<typeof SETTINGS_ENDPOINTS.save.body>;

/**
 * The save of the company's settings (POST settings), through the outbox so
 * it works offline. The server keeps one row per company (upsert): a device
 * that never saw it writes a provisional row under a new id, which the pull
 * replaces with the server's. The call sends the standard texts as the list
 * the API takes; the device's row holds them as stored (their JSON). A new
 * logo goes up with the entry (multipart); its file row and id come with the
 * pull, so the device's row keeps the old logo until then.
 */
export function settingsCommand(current: CompanySettingsRow | null, id: string, value: { input: Input; parsed: Parsed }, logo: File | null, draft: unknown): Command {
  const { removeLogo, ...stored } = value.parsed;
  return {
    label: msg`Ruajtja e parametrave te kompanise`,
    ...callOf(SETTINGS_ENDPOINTS.save, {}, value.input),
    ...(logo ? { files: [{ field: LOGO_UPLOAD.field, blob: logo, name: logo.name }] } : {}),
    entity: 'companySettings',
    entityId: id,
    form: { to: '/dashboard/settings', data: { draft } },
    apply: async (local) => {
      const now = new Date().toISOString();
      await local.companySettings.put({
        ...COMPANY_SETTINGS_DEFAULTS,
        createdAt: now,
        ...current,
        ...stored,
        ...(removeLogo === 1 && !logo ? { logoFileId: null } : {}),
        id,
        updatedAt: now,
      });
    },
  };
}
