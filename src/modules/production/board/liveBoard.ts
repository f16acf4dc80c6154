import { assembleBoard, type BoardProduct, type BoardSources } from '../../../../domain/production/board.js';
import type { BoardFilters } from '../../../../domain/production/boardQuery.js';
import type { ZanatiDb } from '../../../local';
import { HeldFromMirror } from '../../../local/heldFromMirror';
import type { MirrorChange } from '../../../local/mirrorFollower';
import { BOARD_READ_MEASURE, keepUnchanged } from './boardRows';
import { mergeSources, productOfRows } from './mergeSources';
import { readBoardSources } from './readBoardSources';

/** Lookup tables the board reads whole: a change reads the whole board (an admin's edit, rare on the floor). */
const LOOKUPS = ['responsibilities', 'articles', 'units', 'materials', 'users'] as const;
/** Tables whose changed rows name the products to read again (a pull brings the company's changes; most are not on this board). */
const ROWS = ['products', 'processStatuses', 'materialStatuses', 'temporaryMaterials', 'clients', 'projects', 'offers', 'measures', 'blueprints', 'files'] as const;
type RowTable = (typeof ROWS)[number];
type RowIds = Map<RowTable, Set<string>>;

/**
 * One department's board, held in memory and kept current from the mirror.
 * The first read takes every row of the board (a second or so for 2,000
 * products on a tablet); after that a pulled or queued change reads again
 * only the products it touched, found from the mutated row ids Dexie reports,
 * and re-assembles the board from memory. Rows that draw as before keep their
 * objects, so only the changed rows re-render.
 */
export class LiveBoard extends HeldFromMirror<BoardProduct[]> {
  private sources: BoardSources | null = null;
  private owners = new Map<string, string>();
  private kept: ReturnType<typeof keepUnchanged>['kept'] = new Map();

  constructor(
    private readonly db: ZanatiDb,
    readonly departmentId: string,
    readonly filters: BoardFilters,
  ) {
    super();
    this.follow(db, { lookups: LOOKUPS, keyed: ROWS }, this.refresh, 'board');
  }

  private readonly refresh = async (change: MirrorChange<RowTable>): Promise<void> => {
    const start = performance.now();
    const changed = change.all || !this.sources ? null : await this.productsOf(change.keys);
    if (changed === null) {
      this.sources = await readBoardSources(this.db, this.departmentId, this.filters);
    } else {
      if (changed.size === 0) return;
      const part = await readBoardSources(this.db, this.departmentId, this.filters, [...changed]);
      this.sources = mergeSources(this.sources!, part, changed);
    }
    this.owners = productOfRows(this.sources);
    this.draw(start, changed);
  };

  /**
   * The board's products the changed rows touch, with every product of the
   * same projects (they share blueprints, measures and files). A row this
   * board never read is read for what it belongs to; most of a pull's rows
   * belong to no product of this board and change nothing here.
   */
  private async productsOf(rowIds: RowIds): Promise<Set<string>> {
    const src = this.sources!;
    const ids = (table: RowTable) => [...(rowIds.get(table) ?? [])];
    const read = async <T>(table: 'processStatuses' | 'materialStatuses' | 'temporaryMaterials' | 'measures' | 'blueprints' | 'files', keys: string[]) =>
      keys.length === 0 ? [] : ((await this.db[table].bulkGet(keys)).filter(Boolean) as T[]);
    const products = new Set(ids('products'));
    const projects = new Set(ids('projects'));
    const owned = (table: 'processStatuses' | 'materialStatuses' | 'temporaryMaterials') => {
      const unknown = ids(table).filter((id) => {
        const product = this.owners.get(id);
        if (product) products.add(product);
        return !product;
      });
      return read<{ productId: string }>(table, unknown);
    };
    const clients = new Set(ids('clients'));
    const offers = new Set(ids('offers'));
    const blueprintIds = new Set(ids('blueprints'));
    const fileIds = new Set(ids('files'));
    for (const b of src.blueprints) if (blueprintIds.has(b.id) || fileIds.has(b.fileId)) projects.add(b.projectId);
    const [statuses, materials, temporary, measures, blueprints, files] = await Promise.all([
      owned('processStatuses'),
      owned('materialStatuses'),
      owned('temporaryMaterials'),
      read<{ projectId: unknown }>('measures', ids('measures')),
      read<{ projectId: string }>('blueprints', ids('blueprints')),
      read<{ ownerId: unknown }>('files', ids('files')),
    ]);
    for (const row of [...statuses, ...materials, ...temporary]) products.add(row.productId);
    for (const row of [...measures, ...blueprints]) projects.add(String(row.projectId));
    for (const f of files) {
      products.add(String(f.ownerId));
      projects.add(String(f.ownerId));
    }
    for (const p of src.products) {
      if (clients.has(p.clientId) || offers.has(p.offerId) || (p.projectId !== null && projects.has(p.projectId))) products.add(p.id);
    }
    // A product of this board shares its project's rows with its siblings.
    const siblings = new Set(src.products.filter((p) => products.has(p.id) && p.projectId !== null).map((p) => p.projectId));
    for (const p of src.products) if (p.projectId !== null && siblings.has(p.projectId)) products.add(p.id);
    return products;
  }

  private draw(start: number, changed: ReadonlySet<string> | null): void {
    const next = keepUnchanged(this.kept, assembleBoard(this.sources!, this.filters, Date.now()), changed ?? undefined);
    this.kept = next.kept;
    performance.measure(BOARD_READ_MEASURE, { start });
    this.publish(next.products);
  }
}
