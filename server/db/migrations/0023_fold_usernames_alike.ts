import { foldUsername } from '../../../domain/admin/usernames.js';
import { refoldCompany } from './0008_refold_unique_keys.js';
import { isPostgres, type MigrationDb } from './tableBuilder.js';

/**
 * Usernames that look alike are one username (issue 35: 'аdmin' with a
 * Cyrillic 'а', fullwidth 'ＡＤＭＩＮ' and 'ADMİN' were all let in beside
 * 'admin'): every stored key is folded again with domain/admin/usernames.ts
 * `foldUsername`, the fold the Writer and sign-in use from now on. The live
 * fold, not a frozen copy: should it change, that change brings its own
 * re-fold. As migration 0008, it never fails on real data: the user made first
 * keeps the key two usernames now share, each later one is set apart and named
 * in the server's output — they cannot sign in until an admin renames them.
 */
export async function up(db: MigrationDb): Promise<void> {
  const refold = async (tx: MigrationDb) => {
    const clashes: string[] = [];
    const companies = (await tx.selectFrom('users').select('company_id as company').distinct().execute()) as { company: string }[];
    for (const { company } of companies) {
      clashes.push(...(await refoldCompany(tx, 'users', 'username', company, foldUsername)).map((c) => `users.username: company ${company}: ${c}`));
    }
    return clashes;
  };
  // Kysely runs SQLite migrations outside a transaction; this one applies whole or not at all.
  const clashes = isPostgres(db) ? await refold(db) : await db.transaction().execute((tx) => refold(tx));
  if (clashes.length > 0) console.warn(`Migration 0023: these usernames now look alike. The first of each keeps its place; rename or remove the others:\n${clashes.join('\n')}`);
}
