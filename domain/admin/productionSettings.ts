import * as v from 'valibot';
import { MSG } from '../messages.js';
import { flag01, idField, intFrom } from '../validation.js';

/**
 * Production settings (spec 001 §3): whether the status board shows dropdown
 * details, the daily capacity used to plan products, and the departments
 * whose people may delete blueprints. All optional: a form may save one
 * without the others.
 */
/** What a company that never saved its settings works with (the columns' defaults, migrations 0002 and 0011). */
export const PRODUCTION_SETTINGS_DEFAULTS = { showProductionDropdownDetails: 0, dailyCapacity: 0, blueprintDeleteDepartments: '[]' } as const;

export const productionSettingsBody = v.object({
  showProductionDropdownDetails: v.optional(flag01),
  dailyCapacity: v.optional(v.pipe(intFrom(), v.minValue(0, MSG.invalidValue), v.maxValue(100_000, MSG.invalidValue))),
  /** Department ids, stored as the JSON text the row carries. */
  blueprintDeleteDepartments: v.optional(
    v.pipe(
      v.array(idField(), MSG.invalidValue),
      v.maxLength(100, MSG.invalidValue),
      v.transform((ids) => JSON.stringify([...new Set(ids)])),
    ),
  ),
});

