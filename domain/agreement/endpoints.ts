import type { FileLink } from '../files.js';
import { answering, create, get, optionalFiles, post } from '../kit/endpoint.js';
import { agreementBody } from './bodies.js';
import { startEndDateBody } from './productionDates.js';
import type { AgreementRow } from './rows.js';
import type { AgreementStatusId } from './statuses.js';

/** A line of the agreement lists (GET agreements, agreement/filter). */
export type AgreementListRow = AgreementRow & {
  agreementStatus: { value: AgreementStatusId; label: string };
  clientName: string;
  projectName: string | null;
  /** The latest end of its products, dd/mm/yyyy (spec 000 §3 productDates.latestEndDate); null when none has one. */
  productDates: { latestEndDate: string | null };
};

/** One agreement as its form opens it: the list's line and its files by kind (§3 agreementFiles). */
export type AgreementRead = AgreementListRow & {
  agreementFiles: { signature: FileLink[]; finalAgreement: FileLink[]; annexes: FileLink[]; cancelation: FileLink[] };
};

/**
 * Agreement's calls (spec 000 §7). POST agreements creates (with the device's
 * id) or, with agreementId, edits: one call, as the spec lists it; multipart
 * with finalAgreement[], annexes[], signature[], cancelation[] beside the
 * fields, or JSON without files. One file is removed with DELETE
 * agreements/assets/{id} (domain/files/endpoints.ts). The agreement dates
 * modal saves with POST admin/products/change-start-end-date and agreementId
 * (domain/production/planningBodies.ts startEndBody). start-end-date is a
 * read the spec makes with POST (productionDates.ts proposedDates).
 */
export const AGREEMENT_ENDPOINTS = {
  list: answering<{ data: AgreementListRow[] }>()(get('agreements')),
  one: answering<{ data: AgreementRead }>()(get('agreements/{id}')),
  assets: answering<{ data: FileLink[] }>()(get('agreements/assets/{id}')),
  /** Query: agreementFilterQuery (queries.ts). */
  filter: answering<{ data: AgreementListRow[] }>()(get('agreement/filter')),
  save: answering<{ data: AgreementRead; message: string }>()(optionalFiles(create('agreements', agreementBody))),
  startEndDate: answering<{ data: { start: string; end: string } }>()(post('products/agreements/start-end-date', startEndDateBody)),
} as const;
