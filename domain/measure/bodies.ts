import * as v from 'valibot';
import { dateCell, idCell, textCell } from '../kit/cells.js';
import { sentAs } from '../kit/wire.js';
import { MSG } from '../messages.js';
import { idField, intFrom } from '../validation.js';
import { isLocationText } from '../text/locationText.js';
import { MEASURE_MSG } from './messages.js';
import { finalHasLocation, isFilled } from './rules.js';
import { MEASURE_STATUS_IDS } from './statuses.js';

/**
 * What the measure form sends (spec 000 §7 POST measures and POST
 * measures/{id}): multipart, the files of uploads.ts (sketch[], picture[],
 * measure[]) beside these text fields, or JSON without files; the field names
 * are the spec's. The form also has a planned date and an employee (§3
 * "planned measuring date, measure employee") that §7 does not list: they go
 * as `plannedDate` and `employeeId` (ours, the stored columns' names). Dates
 * are YYYY-MM-DD (§9); form-data sends an empty cell as '', read as null.
 * The form sends every field on an edit too, so create and edit take the
 * same body.
 */

/** The details textarea (30 × 10, spec 000 §9) is no one-line input: more than the 255 of §5, as the other modules' comments. */
const DETAILS_MAX = 2000;

/** The save as the PWA sends it; the device's id goes beside it on a create (SYNC.md O13). */
export interface MeasureInput {
  clientId: string;
  projectId: string;
  /** 1 initial, 2 final, 3 on hold; form-data sends '2'. */
  measureStatusId: number | string;
  /** A colour palette id. */
  productColor?: string | null;
  productMaterial?: string | null;
  /** 'lat,lng', or an address that is not words alone (location.ts). */
  productLocation?: string | null;
  details?: string | null;
  measureDate?: string | null;
  startDate?: string | null;
  plannedDate?: string | null;
  employeeId?: string | null;
}

/**
 * A field the form must fill: left out, null or blank it answers 'Fusha eshte
 * e nevojshme!' (spec 000 §5 "project and status required"), else `schema`
 * reads it. The client goes with its project, so it is required alike.
 */
const filled = <S extends v.GenericSchema>(schema: S) => v.pipe(v.optional(v.unknown(), null), v.check(isFilled, MSG.fieldNeeded), schema);

const statusField = v.pipe(intFrom(), v.picklist(MEASURE_STATUS_IDS, MSG.invalidValue));

const locationCell = v.pipe(
  textCell(255),
  v.check((s) => s === null || isLocationText(s), MEASURE_MSG.locationOnlyLetters),
);

/** A cell the form may leave out: left out reads as null, as the stored row holds it. */
const orNull = <S extends v.GenericSchema<unknown, unknown>>(cell: S) => v.optional(cell, null);

export const measureBody = sentAs<MeasureInput>()(
  v.pipe(
    v.object({
      clientId: filled(idField()),
      projectId: filled(idField()),
      measureStatusId: filled(statusField),
      productColor: orNull(idCell),
      productMaterial: orNull(textCell(255)),
      productLocation: orNull(locationCell),
      details: orNull(textCell(DETAILS_MAX)),
      measureDate: orNull(dateCell),
      startDate: orNull(dateCell),
      plannedDate: orNull(dateCell),
      employeeId: orNull(idCell),
    }),
    v.forward(
      v.check((b) => finalHasLocation(b), MEASURE_MSG.locationRequired),
      ['productLocation'],
    ),
  ),
);

export type MeasureSave = v.InferOutput<typeof measureBody>;
