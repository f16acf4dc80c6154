import type { ArchiveModule } from './modules.js';

/** What every archive line says, whatever its module. */
interface ArchiveLineBase<M extends ArchiveModule> {
  module: M;
  /** The archived row's id (ARCHIVED_ENTITY[module]). */
  id: string;
  /** Null only for a ticket of a client the company never registered (its name is the ticket's). */
  clientId: string | null;
  clientName: string;
  projectId: string | null;
  projectName: string | null;
  /** What the line is, in the module's words: the client's name, the offer's number, the product's article, the transport's code, … */
  title: string;
  /** The archive's date of the row (rules.ts ARCHIVE_DATE): the list is ordered by it, newest first, and the dates filter on its day. */
  archivedAt: string | null;
}

/** The module's own columns of a line, beside the common ones. */
export interface ArchiveColumns {
  contact: { phoneNumber: string | null; city: string | null };
  measures: { measureStatusId: number; productMaterial: string | null; measureDate: string | null };
  offers: { number: number; offerStatusId: number; total: number };
  agreements: { agreementStatusId: number; total: number; prepaid: number; totalDebtLeft: number; start: string | null; end: string | null };
  /** totalPrice: null for users who may not see prices (spec 001 §6: archive prices are full privileges'). */
  production: { quantity: number; type: string | null; finishedAt: string | null; totalPrice: number | null };
  warehouse: { label: string };
  transport: { code: string; acceptanceDate: string | null; arrivalDate: string | null };
  installation: { installationStart: string | null; installationEnd: string | null; conditional: number };
  service: { statusId: number; problem: string; registered: boolean };
  impression: { average: number; feedback: string | null };
}

/** One line of an archive: a discriminated union on `module`. */
export type ArchiveLine = { [M in ArchiveModule]: ArchiveLineBase<M> & ArchiveColumns[M] }[ArchiveModule];
export type ArchiveLineOf<M extends ArchiveModule> = Extract<ArchiveLine, { module: M }>;

/** The answer of GET archive/{module}: one page of lines, newest first, and how many there are in all. */
export interface ArchivePage {
  data: ArchiveLine[];
  total: number;
  page: number;
  pageSize: number;
}
