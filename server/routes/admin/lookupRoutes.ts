import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { EntityName } from '../../../domain/entities.js';
import { compareNames } from '../../../domain/admin/names.js';
import type { FeedRow } from '../../entities/feedShape.js';
import { authOf } from '../../http/access.js';
import { refuse } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { requestedIdBody } from '../../../domain/validation.js';
import { runWrite } from '../../write/runWrite.js';
import type { Writer } from '../../write/writer.js';
import { isUniqueViolation } from '../../db/constraintErrors.js';
import { loadAllShaped, loadOneShaped } from '../../entities/shaped.js';
import { idParam } from '../../http/params.js';

export interface LookupMessages {
  created: string;
  updated: string;
  deleted: string;
}

/** One admin lookup list: what its routes need to know, nothing about HTTP. */
export interface LookupDef<P> {
  /** Path under admin/ as the spec calls it (spec 001 §7 "Admin"). */
  path: string;
  entity: EntityName;
  /** Read-only list paths outside the admin prefix that the spec also calls. */
  listAliases?: readonly string[];
  body: v.GenericSchema<unknown, P>;
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
 * The REST routes of one lookup list, the same for every list:
 * GET admin/X, GET admin/X/{id}, POST admin/X (201), POST or PATCH admin/X/{id}
 * (the spec's `POST {id}?_method=PATCH` is the POST), DELETE admin/X/{id}.
 * Everyone signed in reads a lookup; only admins write (access 'lookup').
 * Answers carry `{data, message}`, data in the feed shape plus the spec's keys.
 */
export function lookupRoutes<P>(def: LookupDef<P>) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const { db } = app.deps;
    const opts = { config: { access: 'lookup' as const } };
    const base = `/admin/${def.path}`;
    const present = (row: FeedRow) => ({ ...row, ...def.view(row) });

    const list = async (req: FastifyRequest) => {
      const rows = await loadAllShaped(db, def.entity, authOf(req).companyId);
      rows.sort((a, b) => compareNames(def.sortKey(a), def.sortKey(b)));
      return { data: rows.map(present) };
    };
    app.get(base, opts, list);
    for (const alias of def.listAliases ?? []) app.get(`/${alias}`, opts, list);

    app.get(`${base}/:id`, opts, async (req) => ({
      data: present(await loadOneShaped(db, def.entity, authOf(req).companyId, idParam(req))),
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

    app.post(base, opts, async (req, reply) => {
      const input = parse(def.body, req.body);
      const { id } = parse(requestedIdBody, req.body);
      return save(req, reply, (w) => def.create(w, input, id), def.messages.created, 201);
    });

    app.route({
      method: ['POST', 'PATCH'],
      url: `${base}/:id`,
      ...opts,
      handler: async (req, reply) => {
        const id = idParam(req);
        const input = parse(def.body, req.body);
        return save(
          req,
          reply,
          async (w) => {
            await def.update(w, id, input);
            return id;
          },
          def.messages.updated,
          200,
        );
      },
    });

    app.delete(`${base}/:id`, opts, async (req, reply) => {
      const id = idParam(req);
      return runWrite(req, reply, async (w) => {
        await def.remove(w, id);
        return { data: { id }, message: def.messages.deleted };
      });
    });
  };
}
