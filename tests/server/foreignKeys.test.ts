import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CamelCasePlugin, sql } from 'kysely';
import type { AnyEndpoint } from '../../domain/kit/endpoint.js';
import { DOMAIN_MODULES } from '../../domain/modules.js';
import type { DomainModule } from '../../domain/kit/module.js';
import type { Connection } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import type { ServerModule } from '../../server/moduleKit.js';
import { SERVER_MODULES } from '../../server/modules.js';
import type { DeleteRule } from '../../server/write/deletions.js';
import { openTestDatabase } from '../fixtures/testServer.js';

/**
 * The schema's foreign keys cascade or set null on their own, outside the audit
 * log and the change feed. Every column that points at a table whose rows a
 * route deletes must therefore be named in that table's delete rule
 * (server/write/deletions.ts): refused while used, deleted with the row, or
 * detached, the last two through the Writer. Read from the migrated database
 * itself, so a module's migration that adds a foreign key is held to it too.
 */

const MODULES: readonly ServerModule[] = SERVER_MODULES;
const RULES: readonly DeleteRule[] = MODULES.flatMap((m) => m.deleteRules ?? []);
const SOFT = MODULES.flatMap((m) => m.softDeleted ?? []);
const NEVER: readonly string[] = SOFT.map((s) => s.table);

/** The table whose rows each declared DELETE removes (or only marks deleted). */
const TABLE_OF_DELETE = new Map<AnyEndpoint, string>([...RULES, ...SOFT].flatMap((rule) => rule.calls.map((call) => [call, rule.table as string] as const)));

interface ForeignKey {
  table: string;
  column: string;
  references: string;
  onDelete: string;
}

// The names as the code spells them, by the connection's own plugin.
class CodeNames extends CamelCasePlugin {
  of = (name: string) => this.camelCase(name);
}
const codeName = new CodeNames().of;

// Result keys pass through the connection's camelCase plugin: on_delete arrives as onDelete.
async function foreignKeysOf(connection: Connection): Promise<ForeignKey[]> {
  const query =
    connection.kind === 'sqlite'
      ? sql<ForeignKey>`SELECT m.name AS "table", f."from" AS "column", f."table" AS "references", f.on_delete
          FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f WHERE m.type = 'table'`
      : sql<ForeignKey>`SELECT src.relname AS "table", a.attname AS "column", dst.relname AS "references",
          CASE c.confdeltype WHEN 'c' THEN 'CASCADE' WHEN 'n' THEN 'SET NULL' WHEN 'd' THEN 'SET DEFAULT' WHEN 'r' THEN 'RESTRICT' ELSE 'NO ACTION' END AS on_delete
          FROM pg_constraint c
          JOIN pg_class src ON src.oid = c.conrelid
          JOIN pg_class dst ON dst.oid = c.confrelid
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
          WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`;
  const { rows } = await query.execute(connection.db);
  return rows.map((fk) => ({ ...fk, table: codeName(fk.table), column: codeName(fk.column), references: codeName(fk.references) }));
}

/** Every column of the test's own tables, as `table.column` in the code's names. */
async function columnsOf(connection: Connection): Promise<Set<string>> {
  const query =
    connection.kind === 'sqlite'
      ? sql<{ table: string; column: string }>`SELECT m.name AS "table", c.name AS "column"
          FROM sqlite_master m JOIN pragma_table_info(m.name) c WHERE m.type = 'table'`
      : sql<{ table: string; column: string }>`SELECT table_name AS "table", column_name AS "column"
          FROM information_schema.columns WHERE table_schema = current_schema()`;
  const { rows } = await query.execute(connection.db);
  return new Set(rows.map((r) => `${codeName(r.table)}.${codeName(r.column)}`));
}

const pointersOf = (rule: DeleteRule) =>
  [...rule.refusedWhileUsedBy, ...rule.deletedWith, ...rule.detachedFrom].map(([table, column]) => `${table}.${column}`);

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let foreignKeys: ForeignKey[];
let columns: Set<string>;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.connection.db);
  foreignKeys = await foreignKeysOf(database.connection);
  columns = await columnsOf(database.connection);
});
afterAll(async () => {
  await database.connection.close();
  await database.drop();
});

describe('foreign keys to deletable rows', () => {
  it('are read from the live schema, in the names the code uses', () => {
    expect(foreignKeys).toContainEqual({ table: 'articles', column: 'unitId', references: 'units', onDelete: 'SET NULL' });
    expect(foreignKeys).toContainEqual({ table: 'userDepartments', column: 'departmentId', references: 'departments', onDelete: 'CASCADE' });
    expect(columns).toContain('materialResponsibilities.materialId');
  });

  it('are each refused while used, deleted with the row or detached, by the rule of the table they point at', () => {
    const rules = new Map(RULES.map((rule) => [rule.table as string, new Set(pointersOf(rule))]));
    const uncovered = foreignKeys
      .filter((fk) => rules.get(fk.references)?.has(`${fk.table}.${fk.column}`) === false)
      .map((fk) => `${fk.table}.${fk.column} → ${fk.references} (ON DELETE ${fk.onDelete}): not in the delete rule of ${fk.references}`);
    expect(uncovered).toEqual([]);
  });

  it('are what the rules name: a real column, and a foreign key to the rule’s own table when it is one', () => {
    const stale = RULES.flatMap((rule) =>
      pointersOf(rule).flatMap((pointer) => {
        if (!columns.has(pointer)) return [`${rule.table}: ${pointer} is no column of the schema`];
        const fk = foreignKeys.find((k) => `${k.table}.${k.column}` === pointer);
        return fk && fk.references !== rule.table ? [`${rule.table}: ${pointer} points at ${fk.references}`] : [];
      }),
    );
    expect(stale).toEqual([]);
  });
});

describe('delete rules', () => {
  it('are one per deletable table, and none for a table never deleted', () => {
    const tables = RULES.map((rule) => rule.table as string);
    expect(tables.filter((table, i) => tables.indexOf(table) !== i)).toEqual([]);
    expect(tables.filter((table) => NEVER.includes(table))).toEqual([]);
  });

  it('cover every list a module declares with a DELETE (domain/kit/crud.ts): its table has a rule or is never deleted', () => {
    const deletable = new Set<string>([...RULES.map((rule) => rule.table), ...NEVER]);
    const missing = (DOMAIN_MODULES as readonly DomainModule[]).flatMap((module) =>
      Object.entries(module.endpoints ?? {}).flatMap(([name, group]) => {
        if ('method' in group || !('remove' in group) || group.remove?.method !== 'DELETE') return [];
        const table = TABLE_OF_DELETE.get(group.remove);
        return table !== undefined && deletable.has(table) ? [] : [`${module.name}.${name}: DELETE ${group.remove.path} has no delete rule`];
      }),
    );
    expect(missing).toEqual([]);
  });
});
