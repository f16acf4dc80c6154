import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canReadModule, canWriteModule, isAdmin, type ModuleKey, type PermissionMap } from '../../domain/permissions.js';
import { MSG } from '../../domain/messages.js';
import { HttpError, forbidden } from './errors.js';
import type { Sessions } from '../auth/sessions.js';
import type { KioskCredentials } from '../auth/kioskCredentials.js';
import { KIOSK_HEADERS, KIOSK_TOKEN_PREFIX } from '../../domain/kiosk/endpoints.js';
import { KIOSK_MSG } from '../../domain/kiosk/messages.js';

/**
 * Who may call a route. Reads (GET) and writes (everything else) are told apart
 * by method, but for the reads the spec makes with POST (`readsByPost`):
 * observers read what their role reads and never write.
 * - public: no token (login, company check, password reset);
 * - signedIn: any signed-in user of the company (sync, files, logout);
 * - lookup: admin lookup lists — everyone reads them, admins write them;
 * - admin: fullPrivileges or superAdmin only (users, audit log);
 * - signedLink: signedIn, or no token but a `sig` the handler verifies (file links for <img>/<a>);
 * - kiosk: a kiosk's own calls, with its device credential only (server/auth/kioskCredentials.ts);
 * - a module key: that module's permission;
 * - several module keys: the permission of any one of them (a project is
 *   written by the office in contact and by the measurer on site).
 */
export type Access = 'public' | 'signedIn' | 'signedLink' | 'lookup' | 'admin' | 'kiosk' | ModuleKey | readonly [ModuleKey, ...ModuleKey[]];

/** An access rule as one word, for the route table ('contact|measures' for several modules). */
export const accessName = (access: Access): string => (typeof access === 'string' ? access : access.join('|'));

export interface Auth {
  userId: string;
  companyId: string;
  username: string;
  permissions: PermissionMap;
  tokenHash: string;
  /** Set when the caller is a kiosk: then userId is its acting worker's (or the kiosk's own id while nobody acts). */
  kiosk?: KioskContext;
}

/** The kiosk a request came from, and the worker's turn it was made in (audited with every change). */
export interface KioskContext {
  id: string;
  name: string;
  departmentIds: string[];
  switchId: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A read the spec makes with POST (server/http/serve.ts `readsByPost`): judged as a read. */
    readsByPost?: boolean;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export function allowed(access: Access, p: PermissionMap, write: boolean): boolean {
  if (typeof access !== 'string') return access.some((module) => allowed(module, p, write));
  if (access === 'kiosk') return false;
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

/** The platform's reads a kiosk makes besides production's own: its feed and the files of the rows it holds. */
const KIOSK_PLATFORM_READS = ['/api/v1/sync/', '/api/v1/files/'];
/** The platform's write a kiosk makes: its queued calls in one batch, each judged again on its own (server/routes/sync/pushRoute.ts). */
const KIOSK_PLATFORM_PUSH = '/api/v1/sync/push';

/**
 * What a kiosk may call: its own calls, production (writes only with an acting
 * worker, checked when the credential resolved), the lookup lists, its feed
 * and files. Nothing of other modules, no admin call, no account call.
 */
function kioskMay(access: Access, write: boolean, url: string, auth: Auth): boolean {
  if (access === 'kiosk') return true;
  if (access === 'production') {
    if (write && auth.kiosk?.switchId == null) throw new HttpError(403, KIOSK_MSG.workerNeeded);
    return true;
  }
  if (write) return url === KIOSK_PLATFORM_PUSH;
  if (access === 'lookup') return true;
  return (access === 'signedIn' || access === 'signedLink') && KIOSK_PLATFORM_READS.some((prefix) => url.startsWith(prefix));
}

/** Every route is closed unless it says otherwise: a route without `access` is admin-only. */
export function installAccessControl(app: FastifyInstance, sessions: Sessions, kiosks: KioskCredentials): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req) => {
    // Read once: Fastify builds routeOptions anew on every read.
    const route = req.routeOptions;
    const access = route.config.access ?? 'admin';
    // Unknown paths answer 404 to everyone; they reveal nothing.
    if (access === 'public' || req.is404) return;
    const token = bearerToken(req);
    if (!token && access === 'signedLink' && typeof (req.query as Record<string, unknown>).sig === 'string') return;
    const write = req.method !== 'GET' && req.method !== 'HEAD' && route.config.readsByPost !== true;
    if (token?.startsWith(KIOSK_TOKEN_PREFIX)) {
      // A push is the kiosk's own; each of its calls names and checks its worker, refused alone if they may not act (O16, O17).
      const auth = await kiosks.resolve(token, req, write && route.url !== KIOSK_PLATFORM_PUSH);
      req.auth = auth;
      if (!kioskMay(access, write, route.url ?? '', auth)) throw forbidden();
      return;
    }
    const auth = token ? await sessions.resolve(token) : null;
    if (!auth) throw new HttpError(401, MSG.invalidToken);
    // An acting worker is a kiosk's alone: a person's session never speaks for someone else.
    if (req.headers[KIOSK_HEADERS.worker] !== undefined) throw new HttpError(403, KIOSK_MSG.workerNeeded);
    req.auth = auth;
    if (!allowed(access, auth.permissions, write)) throw forbidden();
  });
}

/** A person signed in on their own: enrolling, revoking and PINs are never a kiosk's to do, whoever acts at it. */
export function personOf(req: FastifyRequest): Auth {
  const auth = authOf(req);
  if (auth.kiosk) throw forbidden();
  return auth;
}

/** The signed-in caller; routes behind access control always have one. */
export function authOf(req: FastifyRequest): Auth {
  if (!req.auth) throw new HttpError(401, MSG.invalidToken);
  return req.auth;
}
