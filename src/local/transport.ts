import { KIOSK_MSG } from '../../domain/kiosk/messages.js';
import { apiFetch, apiUrl } from './api.js';
import { credentialHeaders } from './kiosk.js';
import { loadSession } from './session.js';
import type { OutboxEntry } from './types.js';

/** An answer of any status, or no answer at all (offline, timeout, connection lost). */
export type SendResult = { kind: 'answer'; status: number; body: unknown } | { kind: 'network' };

export interface SendOptions {
  signal: AbortSignal;
  onUploadProgress: (loaded: number, total: number) => void;
}

export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function sendJson(entry: OutboxEntry, credentials: Record<string, string>, signal: AbortSignal): Promise<SendResult> {
  try {
    const res = await apiFetch(entry.url, {
      credentials,
      method: entry.method,
      headers: { 'Idempotency-Key': entry.id, ...(entry.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(entry.body !== undefined ? { body: JSON.stringify(entry.body) } : {}),
      signal,
    });
    return { kind: 'answer', status: res.status, body: parseBody(await res.text()) };
  } catch {
    // fetch throws only when no complete answer arrived (offline, timeout, aborted):
    // the request may or may not have been applied, and the key makes a resend safe.
    return { kind: 'network' };
  }
}

/**
 * A form-data field as the server's multipart parser reads it: lists as
 * repeated `name[]`, null as empty text, objects as JSON (server/files/upload.ts).
 */
function appendField(form: FormData, name: string, value: unknown): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) appendField(form, `${name}[]`, item);
  } else if (value === null) {
    form.append(name, '');
  } else if (typeof value === 'object') {
    form.append(name, JSON.stringify(value));
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    form.append(name, String(value));
  }
  // Nothing else comes out of the IndexedDB store the entry was read from: it holds no functions or symbols.
}

export function formDataOf(entry: Pick<OutboxEntry, 'body' | 'files'>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entry.body ?? {})) appendField(form, name, value);
  for (const file of entry.files ?? []) form.append(file.field, file.blob, file.name);
  return form;
}

/** Uploads go through XMLHttpRequest: fetch cannot report upload progress over HTTP/1.1. */
function sendMultipart(entry: OutboxEntry, credentials: Record<string, string>, { signal, onUploadProgress }: SendOptions): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(entry.method, apiUrl(entry.url));
    const headers: Record<string, string> = { ...credentials, 'Idempotency-Key': entry.id };
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    const size = (entry.files ?? []).reduce((sum, f) => sum + f.blob.size, 0);
    xhr.upload.onprogress = (e) => onUploadProgress(e.loaded, e.lengthComputable ? e.total : size);
    xhr.onload = () => resolve({ kind: 'answer', status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve({ kind: 'network' });
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formDataOf(entry));
  });
}

/**
 * The credential headers an entry goes with, read at send time (O5): a
 * kiosk's entry goes as the worker who made it (O16). Null when it cannot go
 * at all: on a device that is no longer that kiosk it is refused here
 * (KIOSK_ENDED), kept for an admin to see (issue 10), never sent as whoever
 * is signed in now.
 */
export function entryCredentials(entry: Pick<OutboxEntry, 'actor'>): Record<string, string> | null {
  return credentialHeaders(loadSession()?.token, entry.actor ?? null);
}

export const KIOSK_ENDED: SendResult = { kind: 'answer', status: 403, body: { message: KIOSK_MSG.kioskEnded } };

/** Sends one entry with its own Idempotency-Key (SYNC.md O2): JSON, or multipart when it carries files (O10). */
export function sendEntry(entry: OutboxEntry, opts: SendOptions): Promise<SendResult> {
  const credentials = entryCredentials(entry);
  if (!credentials) return Promise.resolve(KIOSK_ENDED);
  return entry.files && entry.files.length > 0 ? sendMultipart(entry, credentials, opts) : sendJson(entry, credentials, opts.signal);
}
