import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';

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

/**
 * A reusableQuery that runs on whichever connection the caller holds — the
 * write's own transaction, where a query of the pool would see the write's
 * rows too late (or, on SQLite, wait for the transaction it runs in). Compiled
 * once per dialect, on first use: the same SQL serves the root instance and
 * every transaction of it. The arguments' types are the caller's; each must
 * be passed straight into the query as a parameter (a value or a comparand).
 */
export function preparedQuery<DB, Args extends unknown[], Row>(
  arity: Args['length'],
  build: (db: Kysely<DB>, ...args: Args) => Compilable<Row>,
): (on: Kysely<DB>, ...args: Args) => Promise<QueryResult<Row>> {
  const placeholders = Array.from({ length: arity }, (_, i) => `\u0000prepared-parameter-${i}\u0000`);
  const byDialect = new WeakMap<object, { compiled: CompiledQuery<Row>; slots: number[] }>();
  return async (on, ...args) => {
    const dialect = on.getExecutor().adapter;
    let prepared = byDialect.get(dialect);
    if (!prepared) {
      const compiled = build(on, ...(placeholders as Args)).compile();
      const slots = compiled.parameters.map((p) => placeholders.indexOf(p as string));
      if (placeholders.some((_, i) => !slots.includes(i))) throw new Error('preparedQuery: every argument must be a query parameter');
      byDialect.set(dialect, (prepared = { compiled, slots }));
    }
    const { compiled, slots } = prepared;
    const parameters = compiled.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    return on.executeQuery<Row>({ ...compiled, parameters });
  };
}
