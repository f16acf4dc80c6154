import type * as v from 'valibot';
import type { SETTINGS_ROWS } from './rows.js';

/** The answer of `GET settings`: the row, or the defaults with `id: null` before the first save. */
export type CompanySettingsRead = Omit<v.InferOutput<typeof SETTINGS_ROWS.companySettings>, 'id' | 'createdAt' | 'updatedAt'> & {
  id: string | null;
};
