import * as v from 'valibot';
import { MSG } from '../messages.js';
import { ADMIN_MSG } from './messages.js';
import { sentAs } from '../kit/wire.js';
import { idField } from '../validation.js';
import { fromPlainText, isEmptyDoc, RICH_LIMITS, richDocSchema, type RichDoc } from '../text/richText.js';
import { adoptAlias, filledText, listOf, unique } from './payload.js';

/**
 * Payloads of the admin lookup lists (spec 001 §3 "Lookups", §5 "Admin").
 * Each parses what the spec's form sends and yields the stored columns, so the
 * PWA's form and the server refuse the same input with the same text.
 */

/** A list whose one text field (`field` in the payload) is stored as `name`. */
const namedBody = <const F extends string>(field: F, message: string, aliases: readonly string[] = []) =>
  sentAs<{ [K in F]: string }>()(
    v.pipe(
      v.unknown(),
      adoptAlias(field, aliases),
      v.looseObject({ [field]: filledText(message) }),
      v.transform((body) => ({ name: body[field] as string })),
    ),
  );

export const optionalId = v.optional(
  v.pipe(
    v.nullable(v.string(MSG.invalidValue)),
    v.transform((s) => (s === '' ? null : s)),
    v.nullable(idField()),
  ),
);

/** The ordered processes of a material or an article type: the order of selection is their sequence. */
const processIds = v.pipe(listOf(idField()), v.transform(unique));

export const responsibilityBody = v.object({ name: filledText(MSG.fillFieldSq), departmentId: optionalId });
export const departmentBody = namedBody('name', ADMIN_MSG.fillDepartmentName, ['label']);
export const equipmentBody = namedBody('name', MSG.fillFieldSq, ['label']);
export const unitBody = namedBody('name', ADMIN_MSG.fillUnitName);
export const supplierBody = namedBody('supplier', MSG.fillFieldSq, ['name']);
export const colorPaletteBody = namedBody('colorPalette', MSG.fillFieldSq, ['name']);
export const offerFieldBody = namedBody('name', MSG.fillFieldSq, ['label']);

/** "A material also needs at least one process" (spec 001 §5). */
export const materialBody = sentAs<{ material: string; responsibilities: string[] }>()(
  v.pipe(
    v.unknown(),
    adoptAlias('material', ['name', 'label']),
    v.object({
      material: filledText(MSG.fillFieldSq),
      responsibilities: v.pipe(processIds, v.minLength(1, ADMIN_MSG.materialNeedsProcess)),
    }),
    v.transform((b) => ({ name: b.material, responsibilities: b.responsibilities })),
  ),
);

/** An article type carries the process chain its products go through. */
export const articleTypeBody = sentAs<{ name: string; responsibilities: string[] }>()(
  v.pipe(v.unknown(), adoptAlias('name', ['label']), v.object({ name: filledText(MSG.fillFieldSq), responsibilities: processIds })),
);

/** A JSON text that claims to be a document is parsed (and then must be one); any other text is legacy plain text. */
const claimedDoc = (input: unknown): unknown => {
  if (typeof input !== 'string' || !/^\s*\{\s*"type"\s*:\s*"doc"/.test(input)) return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return input;
  }
};

/**
 * Offer conditions are rich text (issue 15): the editor's JSON document, sent
 * as an object or as its JSON text, stored as its JSON text. Plain text from
 * old clients (and the old system's simple HTML) is turned into a document, so
 * every stored row the PDF and the screen read is one.
 */
const richTextField = (message: string) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.transform(claimedDoc),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const plain = typeof dataset.value === 'string';
      const parsed = plain ? v.safeParse(filledText(message, RICH_LIMITS.text), dataset.value) : v.safeParse(richDocSchema, dataset.value);
      if (parsed.success) return typeof parsed.output === 'string' ? fromPlainText(parsed.output) : parsed.output;
      addIssue({ message: plain ? parsed.issues[0].message : MSG.invalidValue });
      return NEVER;
    }),
    v.check((doc) => !isEmptyDoc(doc), message),
    v.transform((doc) => JSON.stringify(doc)),
  );

export const offerConditionBody = sentAs<{ conditions: string | RichDoc }>()(v.object({ conditions: richTextField(MSG.fillFieldSq) }));

export const impressionQuestionBody = sentAs<{ question: string }>()(
  v.pipe(v.unknown(), adoptAlias('question', ['name', 'label']), v.object({ question: filledText(MSG.fillFieldSq, 500) })),
);
