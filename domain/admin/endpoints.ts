import { crudEndpoints } from '../kit/crud.js';
import { answering, create, del, get, optionalFiles, post, requiredFiles } from '../kit/endpoint.js';
import type { DashboardAnswer } from './activity.js';
import type { AuditAnswer } from './audit.js';
import { measurementTemplateBody } from '../files.js';
import { articleBody } from './articles.js';
import {
  articleTypeBody,
  colorPaletteBody,
  departmentBody,
  equipmentBody,
  impressionQuestionBody,
  materialBody,
  offerConditionBody,
  offerFieldBody,
  responsibilityBody,
  supplierBody,
  unitBody,
} from './lookups.js';
import { productionSettingsBody } from './productionSettings.js';
import { createUserBody, editUserBody } from './users.js';

/**
 * The admin area's calls (spec 001 §7 "Admin"), each declared once for the
 * server's routes and the PWA's commands. Lists the spec also reads outside
 * admin/ keep those paths as `alias`.
 */
export const ADMIN_LISTS = {
  responsibilities: { ...crudEndpoints('admin/responsibilities', responsibilityBody), alias: get('responsibilities') },
  departments: crudEndpoints('admin/departments', departmentBody),
  equipment: { ...crudEndpoints('admin/mounting-equipments', equipmentBody), alias: get('mounting-equipments') },
  units: crudEndpoints('admin/units', unitBody),
  suppliers: crudEndpoints('admin/suppliers', supplierBody),
  colorPalettes: crudEndpoints('admin/color-palette', colorPaletteBody, 'PATCH'),
  offerFields: { ...crudEndpoints('admin/dynamic-offers', offerFieldBody), alias: get('dynamic-offers') },
  offerConditions: { ...crudEndpoints('admin/offer-conditions', offerConditionBody), alias: get('offer/conditions') },
  impressionQuestions: crudEndpoints('admin/impression-questions', impressionQuestionBody),
  materials: crudEndpoints('admin/material', materialBody),
  articleTypes: crudEndpoints('admin/types', articleTypeBody),
  articles: crudEndpoints('admin/articles', articleBody),
} as const;

/** A template is made with its PDF; an edit may replace it. */
function templateEndpoints<const P extends string>(path: P) {
  const calls = crudEndpoints(path, measurementTemplateBody);
  return { ...calls, create: requiredFiles(calls.create), update: optionalFiles(calls.update) };
}

/** Spec 000 §7 calls the templates under the API root, spec 001 §7 under admin/: both reach the same handlers. */
export const TEMPLATE_ENDPOINTS = {
  admin: templateEndpoints('admin/measurement-templates'),
  measure: templateEndpoints('measurement-templates'),
} as const;

export const USER_ENDPOINTS = {
  list: get('admin/users'),
  one: get('admin/users/{id}'),
  create: optionalFiles(create('admin/users', createUserBody)),
  update: optionalFiles(post('admin/users/{id}', editUserBody)),
  remove: del('admin/users/{id}'),
  permissions: get('admin/permissions'),
  own: get('users/permissions-responsibilities'),
  byResponsibility: get('admin/responsibilities/users'),
  dashboard: answering<DashboardAnswer>()(get('users/dashboard')),
  audit: answering<AuditAnswer>()(get('admin/audits/show')),
} as const;

export const ADMIN_READS = {
  nextArticleCode: get('admin/articles/code'),
  articleProcesses: get('articles/{id}/responsibilities'),
  typeProcesses: get('admin/types/{id}/responsibilities'),
  productionSettings: get('admin/production-settings'),
} as const;

export const PRODUCTION_SETTINGS_SAVE = post('admin/production-settings', productionSettingsBody);
