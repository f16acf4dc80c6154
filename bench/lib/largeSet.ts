import { execFileSync } from 'node:child_process';
import { freshDataDir, ROOT } from '../../tests/e2e/support/serverProcess.js';

/** A fresh temp folder seeded with `npm run seed -- --size large` on SQLite (about a minute); the caller removes it. */
export function seedLarge(): string {
  const dataDir = freshDataDir('zanati-bench-large-');
  console.log(`seeding the large demo set into ${dataDir} …`);
  execFileSync('npx', ['tsx', 'server/seed/cli.ts', '--size', 'large'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'ignore' });
  return dataDir;
}
