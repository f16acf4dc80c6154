import type { KyResponse } from 'ky';
import { MSG } from '../../../domain/messages.js';

/** What a call answered: the server's (Albanian) message and any per-field messages. */
export interface ApiAnswer {
  message: string;
  errors: Record<string, string>;
}

/** Reads `{message, errors}` (or login's `error_login`); an unreadable body is the generic error. */
export async function readAnswer(response: KyResponse): Promise<ApiAnswer> {
  try {
    const body = await response.json<{ message?: unknown; error_login?: unknown; errors?: unknown }>();
    const message = typeof body.error_login === 'string' ? body.error_login : typeof body.message === 'string' ? body.message : MSG.generic;
    const errors = typeof body.errors === 'object' && body.errors !== null ? (body.errors as Record<string, string>) : {};
    return { message, errors };
  } catch {
    return { message: MSG.generic, errors: {} };
  }
}
