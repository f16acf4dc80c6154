import * as v from 'valibot';

/**
 * Building blocks of feed-row schemas. Every tenant row carries its id and
 * the server's times; the optimistic row a device writes carries the device's
 * times until the feed replaces them (the only fields allowed to differ:
 * SERVER_STAMPED).
 */
export const stamped = { id: v.string(), createdAt: v.string(), updatedAt: v.string() };

export const SERVER_STAMPED = ['createdAt', 'updatedAt'] as const;

export const nullableId = v.nullable(v.string());

/** What a command fills in itself when it writes a new row optimistically. */
export type NewRow<R> = Omit<R, 'id' | (typeof SERVER_STAMPED)[number]>;

/** A text column of a row read by name: its value when it is a string, else ''. */
export const textOf = (row: Readonly<Record<string, unknown>>, column: string): string => {
  const value = row[column];
  return typeof value === 'string' ? value : '';
};

/** Every column of a row schema but the ones named: what a reader receives of an entity whose other columns it may not hold (domain/kit/module.ts ColumnRule). */
export function columnsBut<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(row: S, left: readonly (keyof S['entries'] & string)[]): string[] {
  return Object.keys(row.entries).filter((c) => !(left as readonly string[]).includes(c));
}
