import { del, get } from '../kit/endpoint.js';

/** Spec 000 §7 "Files": a file's bytes (by token or signed link), a signed link for <img>/<a>. */
export const FILE_ENDPOINTS = {
  download: get('files/{id}'),
  signedUrl: get('files/{id}/url'),
} as const;

/** `DELETE {type}/assets/{id}`, one call per type of domain/files.ts ASSET_TYPES. */
export const ASSET_ENDPOINTS = {
  measures: del('measures/assets/{id}'),
  offers: del('offers/assets/{id}'),
  agreements: del('agreements/assets/{id}'),
  installations: del('installations/assets/{id}'),
  servicing: del('servicing/assets/{id}'),
  projects: del('projects/assets/{id}'),
  'measurement-templates': del('measurement-templates/assets/{id}'),
} as const;
