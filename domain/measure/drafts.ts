import type { MeasureSave } from './bodies.js';
import type { MeasureRow } from './rows.js';

/** The measure's columns as its table stores them: the form's `productColor` is the palette's id. */
export function measureColumns(body: MeasureSave): Omit<MeasureRow, 'id' | 'createdAt' | 'updatedAt'> {
  const { productColor, ...columns } = body;
  return { ...columns, productColorId: productColor };
}

/**
 * The rows a create or an edit leaves, from the parsed save (bodies.ts): the
 * device writes them optimistically, the server stores the same columns, so
 * the pulled row equals the optimistic one but for the server's times.
 */
export const createdMeasureRow = (save: MeasureSave, id: string, at: string): MeasureRow => ({ id, ...measureColumns(save), createdAt: at, updatedAt: at });

export const editedMeasureRow = (stored: MeasureRow, save: MeasureSave, at: string): MeasureRow => ({ ...stored, ...measureColumns(save), updatedAt: at });
