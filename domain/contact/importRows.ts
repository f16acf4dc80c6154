import type { FieldErrors } from '../validation.js';

/**
 * What POST clients/import-excel answers for each row of the sheet (row 2 is
 * the first under the header): imported, a duplicate of a stored client or
 * of an earlier row (clientRules.ts clientDuplicateKey; reported, never
 * imported twice), or refused with its fields' messages.
 */
export interface ImportRowResult {
  /** The sheet's row number, as the spreadsheet shows it. */
  row: number;
  status: 'imported' | 'duplicate' | 'refused';
  errors?: FieldErrors;
  /** The imported client's id, or the id of the client it duplicates. */
  clientId?: string;
}

export interface ImportResult {
  imported: number;
  duplicates: number;
  refused: number;
  rows: ImportRowResult[];
}
