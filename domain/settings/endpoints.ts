import { answering, get, optionalFiles, post } from '../kit/endpoint.js';
import { companySettingsBody } from './companySettings.js';
import type { CompanySettingsRead } from './read.js';

/**
 * The settings' calls. The spec shows no path for them (issue 16: plain
 * REST): `GET settings` — any signed-in user, the company's row or the
 * defaults — and `POST settings`, an upsert by admins, multipart when it
 * carries the logo.
 */
export const SETTINGS_ENDPOINTS = {
  read: answering<{ data: CompanySettingsRead }>()(get('settings')),
  save: optionalFiles(post('settings', companySettingsBody)),
};
