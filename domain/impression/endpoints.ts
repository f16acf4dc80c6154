import { answering, create, del, get, post } from '../kit/endpoint.js';
import type { ImpressionLinkIssued, ImpressionLinkStatus, ImpressionListRow, ImpressionRead, PublicImpression, PublicImpressionPage } from './answers.js';
import { impressionBody, impressionLinkBody, publicImpressionBody } from './bodies.js';
import type { ImpressionRow } from './rows.js';

/**
 * Impression's calls (spec 001 §7 "Impression"), each declared once for the
 * server's routes and the PWA's commands. Saves answer the stored feed row.
 *
 * Not in the spec (issue 13, the client's rating link; domain/impression/link.ts):
 * - staff: `POST impressions/links` {projectId} issues a link, `GET` and
 *   `DELETE impressions/links/{projectId}` read and revoke the project's link;
 * - the client, with the token as the only credential (no staff session):
 *   `GET public/impressions/{token}`, its photos at
 *   `GET public/impressions/{token}/files/{fileId}`, and the save
 *   `POST public/impressions/{token}` (creates or edits the project's one impression).
 */
export const IMPRESSION_ENDPOINTS = {
  /** ?status=1 projects with an installation and no impression; 2 (or none) every impression. */
  list: answering<{ data: ImpressionListRow[] }>()(get('impressions')),
  one: answering<{ data: ImpressionRead }>()(get('impressions/{id}')),
  /** null when the project has none yet: the form then creates (saveModeOf). */
  byProject: answering<{ data: ImpressionRead | null }>()(get('impressions/impression-by-project-id/{projectId}')),
  create: answering<{ data: ImpressionRow; message: string }>()(create('impressions', impressionBody)),
  update: answering<{ data: ImpressionRow; message: string }>()(post('impressions/{id}', impressionBody)),
} as const;

export const IMPRESSION_LINK_ENDPOINTS = {
  issue: answering<{ data: ImpressionLinkIssued; message: string }>()(post('impressions/links', impressionLinkBody)),
  status: answering<{ data: ImpressionLinkStatus }>()(get('impressions/links/{projectId}')),
  revoke: answering<{ data: true; message: string }>()(del('impressions/links/{projectId}')),
} as const;

export const IMPRESSION_PUBLIC_ENDPOINTS = {
  page: answering<{ data: PublicImpressionPage }>()(get('public/impressions/{token}')),
  /** The photo's bytes, streamed as GET files/{id} does. */
  photo: get('public/impressions/{token}/files/{fileId}'),
  save: answering<{ data: PublicImpression; message: string }>()(post('public/impressions/{token}', publicImpressionBody)),
} as const;
