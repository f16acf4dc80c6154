import { createHash } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The stored session of a bearer token, read straight from the run's SQLite file (the server keeps only its hash). */
export function storedToken(token: string): { remember: number; expiresAt: string; revokedAt: string | null } | undefined {
  const dataDir = process.env.ZANATI_E2E_DATA_DIR;
  if (!dataDir) throw new Error('ZANATI_E2E_DATA_DIR is not set: the e2e global setup did not run');
  const db = new Database(path.join(dataDir, 'zanati.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const hash = createHash('sha256').update(token).digest('hex');
    return db
      .prepare('SELECT remember, expires_at AS expiresAt, revoked_at AS revokedAt FROM auth_tokens WHERE token_hash = ?')
      .get(hash) as { remember: number; expiresAt: string; revokedAt: string | null } | undefined;
  } finally {
    db.close();
  }
}
