/**
 * The PWA's local layer: the only door between screens and data. Screens read
 * the Dexie mirror (useLocalDb + useLiveQuery) and write through enqueue; the
 * sync engine alone talks to the server. Rules: SYNC.md.
 */
export { loadSession, saveSession, clearSession, type Session } from './session.js';
export { api, apiFetch, apiUrl, configureApi } from './api.js';
export { localDbName, openLocalDb, type ZanatiDb } from './db.js';
export { LocalDataProvider } from './LocalDataProvider.js';
export { useLocalDb, useSyncStatus, useOutboxEntries, useLiveChanges, syncNow } from './hooks.js';
export { enqueue, retryEntry, discardEntry, replaceEntry } from './outbox.js';
export { deleteLocalData } from './deleteLocalData.js';
export { clearDraft, readDraft, writeDraft } from './drafts.js';
export { storageErrorName } from './storage.js';
export { callOf, callWithCheckedBody, type Call, type CallUrl } from './call.js';
export { rowsTable, tableOf } from './tables.js';
export type { Command, CommandFile, OutboxEntry, OutboxError, OutboxState, Row, SyncStatus, WriteLabel } from './types.js';
export {
  clearKiosk,
  endedKiosks,
  forgetEndedKiosk,
  lastHeardAt,
  loadActor,
  loadKiosk,
  reportPending,
  saveActor,
  saveKiosk,
  type EndedKiosk,
  type EntryActor,
  type KioskActor,
  type KioskCredential,
} from './kiosk.js';
