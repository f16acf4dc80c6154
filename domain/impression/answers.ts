import type { ImpressionRow } from './rows.js';

/**
 * What impression's reads answer (spec 001 §3 "Impression: id, feedback,
 * questionFields (impressionQuestionId, questionRating), client name,
 * project name, installation files. Impression question: value, label").
 */

/** One rating as the spec names it. */
export interface ImpressionQuestionField {
  impressionQuestionId: string;
  questionRating: number;
}

/** An impression question as the form lists it: value is its id, label its text. */
export interface ImpressionQuestionOption {
  value: string;
  label: string;
}

/** An installation photo of the project: a files row (ownerType 'installations', kind 'photo'). */
export interface ImpressionPhoto {
  id: string;
  fileName: string;
}

/** A staff photo link also carries the file's url (GET files/{id}; <img> asks GET files/{id}/url for a signed one). */
export interface ImpressionFile extends ImpressionPhoto {
  url: string;
}

/** GET impressions/{id}, impressions/impression-by-project-id/{projectId}: the row and what the form shows with it. */
export interface ImpressionRead extends ImpressionRow {
  questionFields: ImpressionQuestionField[];
  clientName: string;
  projectName: string;
  installationFiles: ImpressionFile[];
}

/**
 * A row of GET impressions?status: a project with its client and, on status
 * 2, its impression (status 1 lists the projects with an installation and no
 * impression: impression null).
 */
export interface ImpressionListRow {
  projectId: string;
  projectName: string;
  clientId: string;
  clientName: string;
  impression: ImpressionRow | null;
}

/** POST impressions/links: the new link's token — shown once, never stored in clear — and its end. */
export interface ImpressionLinkIssued {
  token: string;
  expiresAt: string;
  projectId: string;
  clientId: string;
}

/** GET impressions/links/{projectId}: whether the project has a working link, and until when (never the token). */
export interface ImpressionLinkStatus {
  active: boolean;
  expiresAt: string | null;
}

/** The impression as the client's page reads it back: no ids but the questions'. */
export interface PublicImpression {
  feedback: string | null;
  average: number;
  questionFields: ImpressionQuestionField[];
}

/** GET public/impressions/{token}: all the client's page shows. */
export interface PublicImpressionPage {
  projectId: string;
  clientId: string;
  clientName: string;
  projectName: string;
  questions: ImpressionQuestionOption[];
  photos: ImpressionPhoto[];
  impression: PublicImpression | null;
}

/** The spec's names for a row's answers. */
export const questionFieldsOf = (row: Pick<ImpressionRow, 'answers'>): ImpressionQuestionField[] =>
  row.answers.map((a) => ({ impressionQuestionId: a.questionId, questionRating: a.rating }));
