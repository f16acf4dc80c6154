import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '../../domain/messages.js';

/** Hashed build assets never change under their name; everything else is revalidated. */
function cacheControl(file: string): string {
  return file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The built PWA beside the API, open to everyone (the app shell must load
 * before anyone signs in). Its own scope marks every route it adds public,
 * including @fastify/static's, which carry no access rule of their own.
 */
export function servePwa(root: string) {
  return async function pwa(site: FastifyInstance): Promise<void> {
    site.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await site.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => void reply.header('cache-control', cacheControl(file)),
      // The build emits none (vite.config.ts); should one be configured, it still stays private.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
    });
    // Client-side routes: any path that is not an API call or a source map opens the app shell.
    site.get('/*', (req, reply) => {
      if (req.url.startsWith('/api/') || /\.map(\?|$)/.test(req.url)) return reply.status(404).send({ message: MSG.notFound });
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  };
}
