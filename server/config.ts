import path from 'node:path';
import { tileUrlOf } from '../domain/mapTiles.js';
import { readFileStoreSettings, type FileStoreSettings } from './files/fileStoreConfig.js';
import { readFileUrlKey } from './files/signedUrl.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use instead of public (benchmarks and test runs keep apart this way). */
  databaseSchema: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  /** Built PWA to serve beside the API, when it exists. */
  staticDir: string;
  /** Honour X-Forwarded-For only behind a known proxy; else a client could dodge the login lockout. */
  trustProxy: boolean;
  /** The map tile server the PWA was built with (VITE_TILE_URL): the Content-Security-Policy allows its origin. */
  tileUrl: string;
  /** Where uploaded files are kept (FILE_STORE, S3_*): the disk under dataDir unless set to s3. */
  fileStore: FileStoreSettings;
  /** FILE_URL_KEY: the signed links' key, the same in every process; else made once under dataDir/secrets. */
  fileUrlKey: Buffer | undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    staticDir: path.resolve(env.STATIC_DIR ?? './dist/client'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    tileUrl: tileUrlOf(env.VITE_TILE_URL),
    fileStore: readFileStoreSettings(env),
    fileUrlKey: readFileUrlKey(env),
  };
}
