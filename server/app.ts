import fs from 'node:fs';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Config } from './config.js';
import { ChangeWaiters } from './sync/changeWaiters.js';
import { fanOutThroughPostgres } from './sync/fanOut.js';
import type { Connection, Db, DbKind } from './db/connect.js';
import { Sessions } from './auth/sessions.js';
import { KioskCredentials } from './auth/kioskCredentials.js';
import { accessName, installAccessControl } from './http/access.js';
import { clientErrors, frameworkErrors, installErrorHandling } from './http/errors.js';
import { installIdempotency } from './http/idempotency.js';
import { installJsonBodies } from './http/jsonBody.js';
import { installHeaders } from './http/headers.js';
import { installMultipart } from './files/multipartBody.js';
import type { FileStore } from './files/fileStore.js';
import { openFileStore } from './files/openFileStore.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { ResetMailQueue } from './auth/resetMailQueue.js';
import { sendResetMail } from './auth/resetMail.js';
import { registerRoutes } from './routes/index.js';
import { servePwa } from './http/servePwa.js';
import type { AnyEndpoint } from '../domain/kit/endpoint.js';


export interface Deps {
  db: Db;
  kind: DbKind;
  /** Runs a batch's calls as one group of writes with one commit (server/db/groupCommit.ts). */
  runGroup: Connection['runGroup'];
  config: Config;
  sessions: Sessions;
  kiosks: KioskCredentials;
  files: FileStore;
  mailer: Mailer;
  /** Forgot-password requests, worked after their answer has left. */
  resetMails: ResetMailQueue;
  /** Devices waiting for their company's feed to move (GET sync/poke). */
  changeWaiters: ChangeWaiters;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: string;
  /** The declared call it serves (server/http/serve.ts); none for the platform's own routes. */
  endpoint: AnyEndpoint | undefined;
  /** A read the spec makes with POST (serve's `readsByPost`): no write, whatever its method. */
  readsByPost: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Every registered route with its access rule: the isolation and fuzz tests walk it. */
    routeTable: RouteEntry[];
  }
}

export async function buildApp(config: Config, connection: Connection, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // One line per request would cost more than the small reads themselves; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler: clientErrors,
  });
  const sessions = new Sessions(connection.db);
  const deps: Deps = {
    db: connection.db,
    kind: connection.kind,
    runGroup: (work) => connection.runGroup(work),
    config,
    sessions,
    kiosks: new KioskCredentials(connection.db, sessions),
    files: await openFileStore(config.fileStore, config.dataDir),
    mailer: createMailer(config, app.log),
    resetMails: new ResetMailQueue((request) => sendResetMail(deps, request), app.log),
    changeWaiters: new ChangeWaiters(),
  };
  app.decorate('deps', deps);
  // Several processes may share a PostgreSQL database: they tell each other of commits (server/sync/fanOut.ts).
  if (connection.kind === 'postgres' && config.databaseUrl) {
    const listener = await fanOutThroughPostgres(config, deps, app.log);
    app.addHook('onClose', () => listener.close());
  }
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access: accessName(route.config?.access ?? 'admin'), endpoint: route.config?.endpoint, readsByPost: route.config?.readsByPost === true });
    }
  });

  installErrorHandling(app);
  installHeaders(app, config.tileUrl);
  installJsonBodies(app);
  await app.register(compress, { threshold: 2048 });
  installAccessControl(app, deps.sessions, deps.kiosks);
  await installMultipart(app, config.dataDir);
  installIdempotency(app, deps.db);

  await app.register(registerRoutes, { prefix: '/api/v1' });

  if (fs.existsSync(config.staticDir)) await app.register(servePwa(config.staticDir));
  return app;
}
