import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/**
 * A query built and compiled once, then run with new parameter values: for hot
 * reads, building and compiling through Kysely (and its CamelCase plugin) cost
 * more than SQLite answering. `build` receives placeholder values and must pass
 * each straight into the query as a parameter (`where(col, '=', arg)`); they are
 * found among the compiled parameters and replaced on every run. Results still
 * pass through the plugins (camelCase rows).
 */
export function reusableQuery<DB, Args extends string[], Row>(
  db: Kysely<DB>,
  arity: Args['length'],
  build: (...args: Args) => Compilable<Row>,
): (...args: Args) => Promise<Row[]> {
  const placeholders = Array.from({ length: arity }, (_, i) => `\u0000reusable-parameter-${i}\u0000`) as Args;
  const compiled: CompiledQuery<Row> = build(...placeholders).compile();
  const slots = compiled.parameters.map((p) => placeholders.indexOf(p as string));
  if (placeholders.some((_, i) => !slots.includes(i))) throw new Error('reusableQuery: every argument must be a query parameter');
  return async (...args: Args) => {
    const parameters = compiled.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
