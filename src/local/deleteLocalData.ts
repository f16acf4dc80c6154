import Dexie from 'dexie';
import { localDbName } from './db.js';
import type { Session } from './session.js';

/**
 * Deletes this user's mirror and outbox from the device — only after the user
 * confirmed it (queued entries go with it: O11). An open copy of the database
 * is closed by Dexie when the deletion asks for it.
 */
export async function deleteLocalData(session: Pick<Session, 'companyCode' | 'userId'>): Promise<void> {
  await Dexie.delete(localDbName(session));
}
