// npm run seed -- [--size demo|large|xl] [--pg-schema NAME] [--reset]
//
// Seeds an empty database (SQLite under DATA_DIR, or PostgreSQL at
// DATABASE_URL) with the demo company at the given size and the small acme
// company; the seeded files' bytes go to DATA_DIR/files either way, as uploads do.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { readConfig } from '../config.js';
import { connect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { diskFilesDir } from '../files/diskStore.js';
import { seedDemoIfEmpty } from './demo.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers.js';
import { SIZES, type SizeName } from './size.js';

const USAGE = `Usage: npm run seed -- [--size ${Object.keys(SIZES).join('|')}] [--pg-schema NAME] [--reset]
  --size       how big the demo company is (default demo; large: 5,000 clients, 20,000 products; xl: 50,000 clients, 200,000 products)
  --pg-schema  with DATABASE_URL: seed this PostgreSQL schema (created when missing) instead of the default one
  --reset      start from scratch: delete the SQLite database file and its stored files, or drop and re-create the --pg-schema`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: 'demo' },
    'pg-schema': { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!(args.size in SIZES)) fail(`Unknown size "${args.size}".`);
const size = args.size as SizeName;
const config = readConfig();
// The schema the server would use (DATABASE_SCHEMA) unless --pg-schema names another.
const pgSchema = args['pg-schema'] ?? config.databaseSchema;
// The name goes into DDL and the connection's search_path: plain identifiers only.
if (pgSchema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(pgSchema)) fail(`--pg-schema must be a lower-case identifier, got "${pgSchema}".`);
if (pgSchema === 'public') fail('--pg-schema public is the shared default schema; choose a schema of your own.');

if (pgSchema && !config.databaseUrl) fail('--pg-schema needs DATABASE_URL.');
if (args.reset && config.databaseUrl && !pgSchema) fail('--reset on PostgreSQL only drops a schema named with --pg-schema, never the default one.');

if (config.databaseUrl && pgSchema) {
  const admin = new pg.Client({ connectionString: config.databaseUrl });
  await admin.connect();
  if (args.reset) await admin.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
  await admin.query(`CREATE SCHEMA IF NOT EXISTS ${pgSchema}`);
  await admin.end();
} else if (args.reset && !config.databaseUrl) {
  // The file server/db/connect.ts opens under DATA_DIR, with its WAL companions.
  const file = path.join(config.dataDir, 'zanati.sqlite');
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  // Its stored files on disk go with it. A schema reset keeps them: several PostgreSQL schemas may share one DATA_DIR.
  // Objects in an S3 bucket are never removed in bulk here: the bucket may serve other databases too.
  fs.rmSync(diskFilesDir(config.dataDir), { recursive: true, force: true });
}

const target = config.databaseUrl ? `PostgreSQL${pgSchema ? `, schema ${pgSchema}` : ''}` : `SQLite in ${config.dataDir}`;
const connection = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...(pgSchema ? { pgSchema } : {}) });
const started = performance.now();
const elapsed = () => `[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s]`;
try {
  const applied = await migrateToLatest(connection.db);
  if (applied.length > 0) console.log(`${elapsed()} migrations applied: ${applied.join(', ')}`);
  const companies = await connection.db.selectFrom('companies').select('code').orderBy('code').execute();
  if (companies.length > 0) {
    fail(
      `${target} already has companies (${companies.map((c) => c.code).join(', ')}); seeding needs an empty database.\n` +
        'Point DATA_DIR at a fresh folder (or use a new --pg-schema), or add --reset to start over.',
    );
  }
  console.log(`${elapsed()} seeding ${target}: demo (${size}: ${SIZES[size].clients.toLocaleString('en')} clients, ${SIZES[size].products.toLocaleString('en')} products) and acme`);
  await seedDemoIfEmpty(connection.db, connection.kind, { size, dataDir: config.dataDir, log: (line) => console.log(`${elapsed()} ${line}`) });
  console.log(`${elapsed()} done. Sign in to company "demo" as ${DEMO_USERS.map((u) => u.username).join(', ')}; to "acme" as admin. Password: ${DEMO_PASSWORD}`);
} finally {
  await connection.close();
}
