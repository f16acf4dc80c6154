import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { EntityName } from '../../domain/entities.js';
import { compareNames } from '../../domain/admin/names.js';
import type { FeedRow } from '../entities/feedShape.js';
import { authOf } from '../http/access.js';
import { refuse } from '../http/errors.js';
import { runWrite } from '../write/runWrite.js';
import type { Writer } from '../write/writer.js';
import { isUniqueViolation } from '../db/constraintErrors.js';
import { loadAllShaped, loadOneShaped } from '../entities/shaped.js';
import { serve } from '../http/serve.js';
import type { AnyEndpoint, Endpoint } from '../../domain/kit/endpoint.js';

export interface LookupMessages {
  created: string;
  updated: string;
  deleted: string;
}

/** The calls of a list edited row by row (domain/kit/crud.ts), plus a read the spec also makes outside admin/. */
export interface ListCalls<P> {
  list: AnyEndpoint & { method: 'GET' };
  one: AnyEndpoint & { method: 'GET'; path: `${string}/{id}` };
  create: Endpoint<'POST', string, v.GenericSchema<unknown, P>, true>;
  update: Endpoint<'POST' | 'PATCH', `${string}/{id}`, v.GenericSchema<unknown, P>, false>;
  remove: AnyEndpoint & { method: 'DELETE'; path: `${string}/{id}` };
  alias?: AnyEndpoint & { method: 'GET' };
}

/** One admin lookup list: what its routes need to know, nothing about HTTP. */
export interface LookupDef<P> {
  calls: ListCalls<P>;
  entity: EntityName;
  /** Inserts the row (and its children) and returns its id. */
  create(w: Writer, input: P, requestedId: string | undefined): Promise<string>;
  update(w: Writer, id: string, input: P): Promise<void>;
  /** Refuses a delete the data forbids; otherwise removes the row and its own children. */
  remove(w: Writer, id: string): Promise<void>;
  /** The spec's read shape, laid over the feed row. */
  view(row: FeedRow): Record<string, unknown>;
  sortKey(row: FeedRow): string;
  messages: LookupMessages;
  /** The refusal for a unique constraint a concurrent save hit first (lists with a unique text). */
  duplicate?: { message: string; field: string };
}

/**
 * The REST routes of one lookup list, the same for every list, from its
 * declared calls: GET X, GET X/{id}, POST X (201), POST or PATCH X/{id} (the
 * spec's `POST {id}?_method=PATCH` is the POST), DELETE X/{id}.
 * Everyone signed in reads a lookup; only admins write (access 'lookup').
 * Answers carry `{data, message}`, data in the feed shape plus the spec's keys.
 */
export function lookupRoutes<P>(def: LookupDef<P>) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const { db } = app.deps;
    const { calls } = def;
    const present = (row: FeedRow) => ({ ...row, ...def.view(row) });

    const list = async (req: FastifyRequest) => {
      const rows = await loadAllShaped(db, def.entity, authOf(req).companyId);
      rows.sort((a, b) => compareNames(def.sortKey(a), def.sortKey(b)));
      return { data: rows.map(present) };
    };
    serve(app, calls.list, 'lookup', list);
    if (calls.alias) serve(app, calls.alias, 'lookup', list);

    serve(app, calls.one, 'lookup', async (req, _reply, { params }) => ({
      data: present(await loadOneShaped(db, def.entity, authOf(req).companyId, params.id)),
    }));

    const save = async (req: FastifyRequest, reply: FastifyReply, work: (w: Writer) => Promise<string>, message: string, status: number) => {
      try {
        return await runWrite(
          req,
          reply,
          async (w) => {
            const id = await work(w);
            return { data: present(await loadOneShaped(w.tx, def.entity, w.companyId, id)), message };
          },
          status,
        );
      } catch (err) {
        if (def.duplicate && isUniqueViolation(err)) throw refuse(def.duplicate.message, def.duplicate.field);
        throw err;
      }
    };

    serve(app, calls.create, 'lookup', (req, reply, { body, requestedId }) => save(req, reply, (w) => def.create(w, body, requestedId), def.messages.created, 201));

    const other = calls.update.method === 'POST' ? 'PATCH' : 'POST';
    serve(
      app,
      calls.update,
      'lookup',
      (req, reply, { params: { id }, body }) =>
        save(
          req,
          reply,
          async (w) => {
            await def.update(w, id, body);
            return id;
          },
          def.messages.updated,
          200,
        ),
      { alsoAccepts: [other] },
    );

    serve(app, calls.remove, 'lookup', (req, reply, { params: { id } }) =>
      runWrite(req, reply, async (w) => {
        await def.remove(w, id);
        return { data: { id }, message: def.messages.deleted };
      }),
    );
  };
}
