import type { FastifyInstance } from 'fastify';
import { companyRoutes } from './companies/companyRoutes.js';
import { authRoutes } from './auth/authRoutes.js';
import { syncRoutes } from './sync/syncRoutes.js';
import { adminRoutes } from './admin/adminRoutes.js';
import { rowsRoute } from './sync/rowsRoute.js';
import { clientReadRoutes } from './clients/clientReadRoutes.js';
import { countryRoutes } from './countries/countryRoutes.js';
import { fileRoutes } from './files/fileRoutes.js';
import { assetRoutes } from './files/assetRoutes.js';
import { measurementTemplateRoutes } from './measurementTemplates/measurementTemplateRoutes.js';

/** Every module's routes, under /api/v1. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(companyRoutes);
  await app.register(authRoutes);
  await app.register(syncRoutes);
  await app.register(adminRoutes);
  await app.register(rowsRoute);
  await app.register(clientReadRoutes);
  await app.register(countryRoutes);
  await app.register(fileRoutes);
  await app.register(assetRoutes);
  await app.register(measurementTemplateRoutes);
}
