import type { FastifyInstance } from 'fastify';
import { companyRoutes } from './companies/companyRoutes.js';
import { authRoutes } from './auth/authRoutes.js';
import { syncRoutes } from './sync/syncRoutes.js';

/** Every module's routes, under /api/v1. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(companyRoutes);
  await app.register(authRoutes);
  await app.register(syncRoutes);
}
