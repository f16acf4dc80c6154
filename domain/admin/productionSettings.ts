import * as v from 'valibot';
import { MSG } from '../messages.js';
import { flag01, intFrom } from '../validation.js';

/**
 * Production settings (spec 001 §3): whether the status board shows dropdown
 * details, and the daily capacity used to plan products. Both optional: a form
 * may save one switch without the other.
 */
/** What a company that never saved its settings works with (the columns' defaults, migration 0002). */
export const PRODUCTION_SETTINGS_DEFAULTS = { showProductionDropdownDetails: 0, dailyCapacity: 0 } as const;

export const productionSettingsBody = v.object({
  showProductionDropdownDetails: v.optional(flag01),
  dailyCapacity: v.optional(v.pipe(intFrom(), v.minValue(0, MSG.invalidValue), v.maxValue(100_000, MSG.invalidValue))),
});

