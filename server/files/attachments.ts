import type { FastifyReply, FastifyRequest } from 'fastify';
import { isEntityName, type EntityName } from '../../domain/entities.js';
import type { Accept, UploadRule } from '../../domain/files.js';
import type { Row } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { runWrite } from '../write/runWrite.js';
import { afterCommit, onRollback } from '../db/groupCommit.js';
import { releaseDependents } from '../write/deletions.js';
import type { Writer } from '../write/writer.js';
import { FILE_DELETION } from './fileDeletion.js';
import { cleanFileName } from '../../domain/files/fileNames.js';
import type { FileStore } from './fileStore.js';
import { sniff, type SniffedFile } from './sniff.js';
import { uploadsOf, type UploadedFile } from './upload.js';

/**
 * The file store's side of one write. Bytes are written before the transaction commits
 * (a committed row must never point at missing bytes) and removed again if it
 * rolls back; a deleted file's bytes go only after the deletion committed, so a
 * rolled-back delete keeps its file. A crash in between leaves at worst bytes
 * no row points at, never a row without bytes.
 */
export class StagedFiles {
  private readonly written: string[] = [];
  private readonly doomed: string[] = [];

  constructor(private readonly store: FileStore) {}

  async save(sniffed: SniffedFile): Promise<string> {
    const storedName = await this.store.save(sniffed);
    this.written.push(storedName);
    return storedName;
  }

  removeAfterCommit(storedName: string): void {
    this.doomed.push(storedName);
  }

  /** Best effort: the write's outcome stands even if a file cannot be removed. */
  async settle(committed: boolean): Promise<void> {
    await Promise.allSettled((committed ? this.doomed : this.written).map((name) => this.store.remove(name)));
  }
}

/** Runs `work` with staged files and settles them by its outcome. */
export async function withStagedFiles<T>(store: FileStore, work: (staged: StagedFiles) => Promise<T>): Promise<T> {
  const staged = new StagedFiles(store);
  let result: T;
  try {
    result = await work(staged);
  } catch (err) {
    await staged.settle(false);
    throw err;
  }
  // Inside a batch the write is durable only at the batch's commit: a deleted file's bytes go then, a new file's if it is undone.
  await afterCommit(() => staged.settle(true));
  onRollback(() => staged.settle(false));
  return result;
}

/**
 * runWrite for a write that stores or deletes files: the same one transaction,
 * with the files settled once it has committed or rolled back. attachFiles and
 * removeFile need its StagedFiles, so they cannot run in a write that would
 * leave files behind.
 */
export function runWriteWithFiles<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  work: (w: Writer, staged: StagedFiles) => Promise<T>,
  status = 200,
): Promise<T> {
  return withStagedFiles(req.server.deps.files, (staged) => runWrite(req, reply, (w) => work(w, staged), status));
}

export interface Attachment {
  /** The entity whose row owns the files; the caller has loaded or created it in this write. */
  ownerType: EntityName;
  ownerId: string;
  /** Which of the owner's file fields (e.g. 'sketch', 'picture', 'template'). */
  kind: string;
  files: readonly UploadedFile[];
  accept: Accept;
  /** The form field, named in a refusal. */
  field: string;
}

/**
 * Stores uploads as files of an owner: every file is judged by its bytes before
 * any is written (one refused file refuses the form with the field's message),
 * then saved in the file store and recorded as an audited `files` row. The
 * owner is published too, since its read shape lists its files.
 */
export async function attachFiles(w: Writer, staged: StagedFiles, a: Attachment): Promise<Row<'files'>[]> {
  const sniffed = await Promise.all(a.files.map((f) => sniff(f, a.accept, a.field)));
  const rows: Row<'files'>[] = [];
  for (const s of sniffed) {
    const storedName = await staged.save(s);
    rows.push(
      await w.insert('files', {
        ownerType: a.ownerType,
        ownerId: a.ownerId,
        kind: a.kind,
        fileName: cleanFileName(s.file.filename, s.ext),
        storedName,
        mime: s.mime,
        size: s.file.size,
        createdBy: w.userId,
      }),
    );
  }
  if (rows.length > 0) w.publish(a.ownerType, a.ownerId);
  return rows;
}


/**
 * Deletes a file of the caller's company (another company's id, or a file of
 * another owner type than `ownerType`, is not found). Its bytes are removed
 * once the write has committed.
 */
/**
 * Adds the files a save sent under each of an owner's upload fields
 * (domain/<module>/uploads.ts: kind → its field and what it accepts), each
 * kind judged by its bytes; one refused file refuses the save and nothing stays.
 */
export async function attachUploads(w: Writer, staged: StagedFiles, owner: { ownerType: EntityName; ownerId: string }, uploads: Readonly<Record<string, UploadRule>>, body: unknown): Promise<void> {
  for (const [kind, rule] of Object.entries(uploads)) {
    const files = uploadsOf(body, rule.field);
    if (files.length > 0) await attachFiles(w, staged, { ...owner, kind, files, accept: rule.accept, field: rule.field });
  }
}

export async function removeFile(w: Writer, staged: StagedFiles, fileId: string, ownerType?: EntityName): Promise<Row<'files'>> {
  const file = await w.get('files', fileId);
  if (ownerType !== undefined && file.ownerType !== ownerType) throw notFound();
  await releaseDependents(w, FILE_DELETION, file.id);
  await w.delete('files', file.id);
  staged.removeAfterCommit(file.storedName);
  if (isEntityName(file.ownerType)) w.publish(file.ownerType, file.ownerId);
  return file;
}

/** Deletes every file of an owner (of one kind, when given): for an owner that is deleted or whose file is replaced. */
export async function removeOwnerFiles(
  w: Writer,
  staged: StagedFiles,
  owner: { ownerType: EntityName; ownerId: string; kind?: string },
): Promise<void> {
  let query = w.tx
    .selectFrom('files')
    .select('id')
    .where('companyId', '=', w.companyId)
    .where('ownerType', '=', owner.ownerType)
    .where('ownerId', '=', owner.ownerId);
  if (owner.kind !== undefined) query = query.where('kind', '=', owner.kind);
  for (const { id } of await query.execute()) await removeFile(w, staged, id);
}
