import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../moduleKit.js';
import { SERVER_MODULES } from '../modules.js';
import { authRoutes } from './auth/authRoutes.js';
import { companyRoutes } from './companies/companyRoutes.js';
import { countryRoutes } from './countries/countryRoutes.js';
import { pokeRoute } from './sync/pokeRoute.js';
import { rowsRoute } from './sync/rowsRoute.js';
import { syncRoutes } from './sync/syncRoutes.js';

/** The platform's own routes (sign-in, companies, the feed, countries), then every module's, under /api/v1. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  for (const plugin of [companyRoutes, authRoutes, syncRoutes, rowsRoute, pokeRoute, countryRoutes]) await app.register(plugin);
  for (const module of SERVER_MODULES as readonly ServerModule[]) {
    for (const plugin of module.routes) await app.register(plugin);
  }
}
