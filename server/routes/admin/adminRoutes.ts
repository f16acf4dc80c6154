import type { FastifyInstance } from 'fastify';
import { articleExtraRoutes, articleRoutes } from './articleList.js';
import { auditRoutes } from './auditRoutes.js';
import { simpleListRoutes } from './lookupLists.js';
import { articleTypeProcessRoutes, articleTypeRoutes, materialRoutes } from './processLists.js';
import { productionSettingsRoutes } from './productionSettingsRoutes.js';
import { userReadRoutes } from './userReadRoutes.js';
import { userRoutes } from './userRoutes.js';

/** The admin area (spec 001 §2, §7 "Admin"): lookup lists, users, permissions and the audit log. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const plugins = [
    ...simpleListRoutes,
    materialRoutes,
    articleTypeRoutes,
    articleTypeProcessRoutes,
    articleRoutes,
    articleExtraRoutes,
    productionSettingsRoutes,
    userRoutes,
    userReadRoutes,
    auditRoutes,
  ];
  for (const plugin of plugins) await app.register(plugin);
}
