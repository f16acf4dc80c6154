import type { PublicImpression, PublicImpressionPage } from '../../../../domain/impression/answers.js';
import { IMPRESSION_PUBLIC_ENDPOINTS } from '../../../../domain/impression/endpoints.js';
import { isLinkToken } from '../../../../domain/impression/link.js';
import { pathOf, type AnswerOf } from '../../../../domain/kit/endpoint.js';
import { parseWith } from '../../../../domain/validation.js';
import { api } from '../../../local';
import { readAnswer } from '../../../app/session/apiAnswer';
import { ratingLists, type RatingDraft, type RatingQuestion } from '../rating/ratingDraft';

/**
 * The client's page talks to the server's public calls only (domain/impression/
 * endpoints.ts IMPRESSION_PUBLIC_ENDPOINTS), with the link's token as the
 * credential: no session, no mirror, no outbox. Any 404 means the link does not
 * work (unknown, expired, revoked, or not the project and client its path
 * names — every call sends those, so a token pasted under other ids does not
 * work): the server says nothing more, nor do we.
 */

/** The link as the page's path carries it. */
export interface ClientLink {
  token: string;
  projectId: string;
  clientId: string;
}

const named = (link: ClientLink) => ({ projectId: link.projectId, clientId: link.clientId });

export type PublicRead = { state: 'invalid' } | { state: 'offline' } | { state: 'failed'; message: string } | { state: 'ready'; page: PublicImpressionPage };

export type PublicSave = { state: 'saved'; impression: PublicImpression; message: string } | { state: 'invalid' } | { state: 'offline' } | { state: 'refused'; message: string };

export async function readPublicPage(link: ClientLink, signal: AbortSignal): Promise<PublicRead> {
  if (!isLinkToken(link.token)) return { state: 'invalid' };
  try {
    const response = await api.get(pathOf(IMPRESSION_PUBLIC_ENDPOINTS.page, { token: link.token }), { signal, searchParams: named(link) });
    if (response.status === 404) return { state: 'invalid' };
    if (!response.ok) return { state: 'failed', message: (await readAnswer(response)).message };
    return { state: 'ready', page: (await response.json<AnswerOf<typeof IMPRESSION_PUBLIC_ENDPOINTS.page>>()).data };
  } catch (error) {
    if (signal.aborted) throw error;
    return { state: 'offline' };
  }
}

/** A photo of the project's installations through the link; null when it does not come. */
export async function readPublicPhoto(link: ClientLink, fileId: string): Promise<Blob | null> {
  const response = await api.get(pathOf(IMPRESSION_PUBLIC_ENDPOINTS.photo, { token: link.token, fileId }), { searchParams: named(link) });
  return response.ok ? response.blob() : null;
}

/** POST public/impressions/{token}: checked with the endpoint's own schema first, so what is sent is what the server takes. */
export async function savePublicImpression(link: ClientLink, questions: readonly RatingQuestion[], draft: RatingDraft): Promise<PublicSave> {
  const body = ratingLists(questions, draft);
  const parsed = parseWith(IMPRESSION_PUBLIC_ENDPOINTS.save.body, body);
  if (!parsed.ok) return { state: 'refused', message: parsed.message };
  try {
    const response = await api.post(pathOf(IMPRESSION_PUBLIC_ENDPOINTS.save, { token: link.token }), { json: body, searchParams: named(link) });
    if (response.status === 404) return { state: 'invalid' };
    if (!response.ok) return { state: 'refused', message: (await readAnswer(response)).message };
    const answer = await response.json<AnswerOf<typeof IMPRESSION_PUBLIC_ENDPOINTS.save>>();
    return { state: 'saved', impression: answer.data, message: answer.message };
  } catch {
    return { state: 'offline' };
  }
}
