import type { Db } from '../db/connect.js';
import type { Database, NewRow, Row, TableName } from '../db/schema.js';
import { newId } from '../../domain/ids.js';
import type { KeyColumn } from '../db/foldedTexts.js';
import { insertMany } from './insertMany.js';

/** Tables whose rows carry id, companyId and both timestamps: the ones the generators fill. */
export type SeedTable = {
  [T in TableName]: Database[T] extends { id: string; companyId: string; createdAt: string; updatedAt: string } ? T : never;
}[TableName];

/**
 * Every column but the tenant ones, stated explicitly (nullable ones as null):
 * a multi-row insert needs the same columns in every row, and SQLite would
 * otherwise turn a left-out defaulted column into NULL. Folded keys are
 * insertMany's to fill.
 */
export type SeedValues<T extends SeedTable> = Omit<Row<T>, 'id' | 'companyId' | 'createdAt' | 'updatedAt' | KeyColumn<T>> & {
  id?: string;
  createdAt?: string;
  updatedAt?: string;
};

/**
 * Parents before children, so every foreign key points at a row already there.
 * users and userPermissions are written by seedCompany before any of these.
 */
const INSERT_ORDER = [
  'authTokens',
  'resetTokens',
  'auditLog',
  'departments',
  'responsibilities',
  'userResponsibilities',
  'userDepartments',
  'equipment',
  'units',
  'articleTypes',
  'suppliers',
  'colorPalettes',
  'offerFields',
  'materials',
  'materialResponsibilities',
  'articleTypeResponsibilities',
  'articles',
  'offerConditions',
  'impressionQuestions',
  'files',
  'measurementTemplates',
  'productionSettings',
  'clients',
  'projects',
  'projectOrders',
  'measures',
  'offers',
  'offerFieldValues',
  'products',
  'agreements',
  'tasks',
  'processStatuses',
  'temporaryMaterials',
  'materialStatuses',
  'trackers',
  'blueprints',
  'warehouseRecords',
  'warehouseRecordProducts',
  'warehouseRecordUsers',
  'warehouseStock',
  'transports',
  'transportEquipment',
  'installations',
  'serviceTickets',
  'serviceTicketProducts',
  'impressions',
  'impressionAnswers',
  'impressionLinks',
  'userPins',
  'kiosks',
  'kioskSwitches',
  'kioskContacts',
] as const satisfies readonly SeedTable[];

/** One company's generated rows, held in memory until one bulk insert. */
export class RowSet {
  private readonly rows = new Map<SeedTable, object[]>();

  constructor(
    readonly companyId: string,
    private readonly now: string,
  ) {}

  /** Adds a row and returns its id; createdAt defaults to the moment of seeding, updatedAt to createdAt. */
  add<T extends SeedTable>(table: T, values: SeedValues<T>): string {
    const id = values.id ?? newId();
    const createdAt = values.createdAt ?? this.now;
    const row = { ...values, id, companyId: this.companyId, createdAt, updatedAt: values.updatedAt ?? createdAt };
    let list = this.rows.get(table);
    if (!list) this.rows.set(table, (list = []));
    list.push(row);
    return id;
  }

  count(table: SeedTable): number {
    return this.rows.get(table)?.length ?? 0;
  }

  /** The rows added to a table so far, as they will be inserted. */
  rowsOf<T extends SeedTable>(table: T): readonly Row<T>[] {
    return (this.rows.get(table) ?? []) as Row<T>[];
  }

  /** Writes every table in foreign-key order; `onTable` hears how long each took. */
  async insert(db: Db, onTable?: (table: SeedTable, rows: number, ms: number) => void): Promise<void> {
    const unordered = [...this.rows.keys()].filter((t) => !(INSERT_ORDER as readonly string[]).includes(t));
    if (unordered.length > 0) throw new Error(`seed rows for tables without an insert position: ${unordered.join(', ')}`);
    for (const table of INSERT_ORDER) {
      const rows = this.rows.get(table);
      if (!rows) continue;
      const started = performance.now();
      await insertMany(db, table, rows as NewRow<typeof table>[]);
      onTable?.(table, rows.length, performance.now() - started);
    }
  }
}
