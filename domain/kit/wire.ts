import type * as v from 'valibot';

/**
 * Gives a schema that starts from `v.unknown()` (to adopt the spec's field
 * aliases, domain/admin/payload.ts) the input type the PWA sends, so an
 * endpoint declared with it types the body its commands must carry. Only the
 * static type changes; the schema parses exactly as before.
 */
export const sentAs =
  <In>() =>
  <S extends v.GenericSchema>(schema: S): v.GenericSchema<In, v.InferOutput<S>> =>
    schema as unknown as v.GenericSchema<In, v.InferOutput<S>>;
