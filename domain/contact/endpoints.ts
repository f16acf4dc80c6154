import { get } from '../kit/endpoint.js';

/** The client reads every module makes (spec 000 §7); the contact module's writes join them. */
export const CLIENT_READS = {
  list: get('clients'),
  one: get('clients/{id}'),
  projects: get('clients/{id}/projects'),
} as const;
