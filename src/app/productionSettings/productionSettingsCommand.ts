import { msg } from '@lingui/core/macro';
import type * as v from 'valibot';
import { PRODUCTION_SETTINGS_SAVE } from '../../../domain/admin/endpoints.js';
import { PRODUCTION_SETTINGS_DEFAULTS } from '../../../domain/admin/productionSettings.js';
import type { RowOf } from '../../../domain/entities.js';
import type { NewRow } from '../../../domain/kit/rows.js';
import { callOf, type Command } from '../../local';

type Settings = NewRow<RowOf<'productionSettings'>>;

/**
 * The save of the production settings (POST admin/production-settings). The
 * server keeps one row per company (upsert): a device that never saw it writes
 * a provisional row under a new id; the re-read after the save drops it and
 * the pull brings the server's row. The call sends what the form holds (the
 * departments as a list); the device's row holds it as the server stores it.
 */
export function productionSettingsCommand(
  current: RowOf<'productionSettings'> | null,
  id: string,
  value: { input: v.InferInput<typeof PRODUCTION_SETTINGS_SAVE.body>; stored: Partial<Settings> },
  draft: unknown,
): Command {
  return {
    label: msg`Ruajtja e parametrave te prodhimit`,
    ...callOf(PRODUCTION_SETTINGS_SAVE, {}, value.input),
    entity: 'productionSettings',
    entityId: id,
    form: { to: '/admin/production-settings', data: { draft } },
    apply: async (local) => {
      const now = new Date().toISOString();
      await local.productionSettings.put({ ...PRODUCTION_SETTINGS_DEFAULTS, createdAt: now, ...current, ...value.stored, id, updatedAt: now });
    },
  };
}
