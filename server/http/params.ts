import type { FastifyRequest } from 'fastify';
import { isId } from '../../domain/ids.js';
import { notFound } from './errors.js';

/** The `:id` of a route; anything but a UUID names no row. */
export function idParam(req: FastifyRequest): string {
  const id = (req.params as { id?: unknown }).id;
  if (!isId(id)) throw notFound();
  return id;
}
