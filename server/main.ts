import { readConfig } from './config.js';
import { connect, ensureSchema } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { buildApp } from './app.js';
import { seedDemoIfEmpty } from './seed/demo.js';
import { purgeOldIdempotencyKeys } from './http/idempotency.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demoUsers.js';

const config = readConfig();
const connection = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgSchema: config.databaseSchema });

try {
  await ensureSchema(connection, config.databaseSchema);
  const applied = await migrateToLatest(connection.db);
  if (applied.length > 0) console.log(`migrations applied: ${applied.join(', ')}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const seeded = await seedDemoIfEmpty(connection.db, connection.kind, { dataDir: config.dataDir });

const app = await buildApp(config, connection, { logger: true });
await purgeOldIdempotencyKeys(connection.db);
setInterval(() => void purgeOldIdempotencyKeys(connection.db), 3600_000).unref();

const shutdown = async () => {
  await app.close();
  await connection.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl;
console.log(`\nZanati is running on ${url}  (${connection.kind === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'})`);
if (seeded) {
  console.log(`Demo company "demo" — sign in with password ${DEMO_PASSWORD} as: ${DEMO_USERS.map((u) => u.username).join(', ')}`);
  console.log('Second company "acme" — user admin, same password.');
}
