import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canReadModule, canWriteModule, isAdmin, type ModuleKey, type PermissionMap } from '../../domain/permissions.js';
import { MSG } from '../../domain/messages.js';
import { HttpError, forbidden } from './errors.js';
import type { Sessions } from '../auth/sessions.js';

/**
 * Who may call a route. Reads (GET) and writes (everything else) are told apart
 * by method: observers read what their role reads and never write.
 * - public: no token (login, company check, password reset);
 * - signedIn: any signed-in user of the company (sync, files, logout);
 * - lookup: admin lookup lists — everyone reads them, admins write them;
 * - admin: fullPrivileges or superAdmin only (users, audit log);
 * - signedLink: signedIn, or no token but a `sig` the handler verifies (file links for <img>/<a>);
 * - a module key: that module's permission.
 */
export type Access = 'public' | 'signedIn' | 'signedLink' | 'lookup' | 'admin' | ModuleKey;

export interface Auth {
  userId: string;
  companyId: string;
  username: string;
  permissions: PermissionMap;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export function allowed(access: Access, p: PermissionMap, write: boolean): boolean {
  if (access === 'public' || access === 'signedIn' || access === 'signedLink') return true;
  if (access === 'admin') return isAdmin(p);
  if (access === 'lookup') return write ? isAdmin(p) : true;
  return write ? canWriteModule(p, access) : canReadModule(p, access);
}

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

/** Every route is closed unless it says otherwise: a route without `access` is admin-only. */
export function installAccessControl(app: FastifyInstance, sessions: Sessions): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access ?? 'admin';
    // Unknown paths answer 404 to everyone; they reveal nothing.
    if (access === 'public' || req.is404) return;
    const token = bearerToken(req);
    if (!token && access === 'signedLink' && typeof (req.query as Record<string, unknown>).sig === 'string') return;
    const auth = token ? await sessions.resolve(token) : null;
    if (!auth) throw new HttpError(401, MSG.invalidToken);
    req.auth = auth;
    if (!allowed(access, auth.permissions, req.method !== 'GET' && req.method !== 'HEAD')) throw forbidden();
  });
}

/** The signed-in caller; routes behind access control always have one. */
export function authOf(req: FastifyRequest): Auth {
  if (!req.auth) throw new HttpError(401, MSG.invalidToken);
  return req.auth;
}
