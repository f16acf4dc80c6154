// npm run seed -- [--size large]
import { readConfig } from '../config.js';
import { connect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemoIfEmpty } from './demo.js';

const config = readConfig();
const connection = connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgSchema: config.databaseSchema });
await migrateToLatest(connection.db);
const seeded = await seedDemoIfEmpty(connection.db, connection.kind);
console.log(seeded ? 'demo data seeded' : 'database already has companies; nothing seeded');
await connection.close();
