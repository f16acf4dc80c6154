import type { MessageDescriptor } from '@lingui/core';
import type { Table } from 'dexie';
import type { EntityName, RowOf } from '../../domain/entities.js';
import type { Call } from './call.js';
import type { ZanatiDb } from './db.js';
import type { EntryActor } from './kiosk.js';

/** One mirrored row: the server's feed shape of an entity (camelCase columns plus child lists). */
export type Row = Record<string, unknown> & { id: string };

/**
 * The mirror's tables, each typed with its entity's feed row
 * (domain/<module>/rows.ts): what the pull stores, what screens read and what
 * a command's optimistic write puts are one type.
 */
export type EntityTables = { [E in EntityName]: Table<RowOf<E>, string> };

export interface CommandFile {
  field: string;
  blob: Blob;
  name: string;
}

/** A write described as data; src/app/writes/entryLabel.ts says it in the reader's language with its module's noun. */
export interface WriteLabel {
  action: 'create' | 'update' | 'delete';
  entity: EntityName;
  name: string;
}

/** One user action as the outbox replays it: a REST call of the spec, and its optimistic local effect. */
export interface Command {
  /** What the pending-changes screen calls this action. */
  label: WriteLabel | MessageDescriptor | string;
  /** The REST call, made with callOf from a declared endpoint (call.ts). */
  method: Call['method'];
  /** Path under /api/v1, e.g. 'admin/units' or 'admin/units/0190…'. */
  url: Call['url'];
  body?: Call['body'];
  /** Absent in entries queued before it was kept: they go in a batch when they carry no files, and the push sends back an upload (SYNC.md O21). */
  carries?: Call['carries'];
  /** Blobs travel with the entry and go up as multipart (SYNC.md O10). */
  files?: CommandFile[];
  /** The row the action is about. A create sends this same id in its body, and the server keeps it (SYNC.md O13). */
  entity: EntityName;
  entityId: string;
  /** Where the form that made this entry lives, and what was typed, so a rejected entry can be edited. */
  form?: { to: string; data: Record<string, unknown> };
  /** The optimistic write. Runs inside enqueue's transaction; write rows by key (put/update/delete). */
  apply?: (db: ZanatiDb) => Promise<void>;
}

export interface OutboxError {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

export type OutboxState = 'pending' | 'sending' | 'rejected';

/** A stored Command. `apply` is never stored (it ran at enqueue); everything else is kept as the user made it. */
export interface OutboxEntry extends Command {
  /** UUIDv7, sent as Idempotency-Key. */
  id: string;
  /** FIFO position; replaceEntry and retryEntry keep it. */
  seq: number;
  createdAt: number;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  error: OutboxError | null;
  /** 'entity:id' of every row this entry wrote optimistically (and its own row): the pull leaves them alone (O7). */
  rowKeys: string[];
  /** Made at a kiosk: the worker it is sent as, in the turn it was made in (src/local/kiosk.ts). */
  actor?: EntryActor;
}

export interface SyncStatus {
  online: boolean;
  pending: number;
  rejected: number;
  sending: boolean;
  lastSyncedAt: number | null;
  pulling: boolean;
  authRequired: boolean;
  /** The name of the storage failure (e.g. 'QuotaExceededError'), until the next successful local write. */
  storageError: string | null;
  upload: { entryId: string; loaded: number; total: number } | null;
  /** A new device's first sync by snapshot while it runs (SYNC.md O19), else null. */
  firstSync: FirstSyncProgress | null;
}

/** How far a first sync is: the share of rows in, and whether the user's own screens have theirs. */
export interface FirstSyncProgress {
  percent: number;
  usable: boolean;
}
