import { ENTITIES, ENTITY_NAMES, visibleEntities, type EntityName } from './entities.js';
import { KIOSK_READS } from './kiosk/workers.js';
import type { EntityDecl } from './kit/module.js';
import type { PermissionMap } from './permissions.js';
import { columnsFor, readsAll } from './visibility.js';

/** The readers docs/NEED_TO_KNOW.md shows: the demo's roles, a shared kiosk, and a holder of each module alone. */
export const TABLE_READERS: readonly { name: string; p: PermissionMap }[] = [
  { name: 'admin (full privileges)', p: { fullPrivileges: true } },
  { name: 'office', p: { contact: true, measures: true, offers: true, agreements: true, calendar: true } },
  { name: 'worker', p: { production: true } },
  { name: 'kiosk', p: KIOSK_READS },
  { name: 'warehouse', p: { warehouse: true } },
  { name: 'driver', p: { transport: true } },
  { name: 'installer', p: { installation: true, service: true, impression: true } },
  { name: 'blueprints', p: { blueprints: true } },
  { name: 'observer', p: { observer: true } },
];

const columnsOf = (entity: EntityName): string[] => {
  const row = (ENTITIES[entity] as EntityDecl).row;
  return row && 'entries' in row ? Object.keys(row.entries as Record<string, unknown>) : [];
};

function cell(p: PermissionMap, entity: EntityName): string {
  if (!visibleEntities(p).includes(entity)) return '—';
  const decl = ENTITIES[entity];
  const rows = decl.readers === 'owner' ? "its owner's readers" : readsAll(p, entity) ? 'all' : '—';
  const columns = columnsFor(p, entity);
  if (columns === 'whole') return rows === 'all' ? 'whole' : rows;
  const left = columnsOf(entity).filter((c) => !columns.includes(c));
  return left.length <= columns.length ? `all but ${left.join(', ')}` : columns.join(', ');
}

/**
 * Which role's device receives which entities and columns, as a Markdown
 * table generated from the entities' declarations (domain/kit/module.ts
 * readers and ColumnRule; domain/visibility.ts applies them on every read
 * path). docs/NEED_TO_KNOW.md is this text; a unit test keeps the two equal.
 */
export function needToKnowTable(): string {
  const head = `| entity | ${TABLE_READERS.map((r) => r.name).join(' | ')} |`;
  const rule = `|---|${TABLE_READERS.map(() => '---').join('|')}|`;
  const lines = ENTITY_NAMES.map((e) => `| ${e} | ${TABLE_READERS.map((r) => cell(r.p, e)).join(' | ')} |`);
  return [head, rule, ...lines].join('\n');
}

/** The entities whose files go only to their whole readers (ColumnRule `files`). */
const filesToWholeReaders = (): EntityName[] => ENTITY_NAMES.filter((e) => (ENTITIES[e] as EntityDecl).columns?.files === 'wholeReaders');

/** docs/NEED_TO_KNOW.md whole: what the table means, then the table. */
export function needToKnowDoc(): string {
  return `# Need to know: what each role's device receives

Generated from the entities' declarations by \`npm run docs:need-to-know\`; a unit test fails when
this file and the declarations differ. Rows: \`readers\` in \`domain/<module>/module.ts\`; columns:
its \`columns\` rule (\`domain/kit/module.ts\` ColumnRule). \`domain/visibility.ts\` applies both on
every read path: the change feed, \`sync/snapshot\`, \`sync/rows\`, file links and downloads, and the
routes that answer an entity's rows. tests/server/needToKnow.test.ts walks the feed and the snapshot
as every role; tests/server/needToKnowRoutes.test.ts reads every GET route as every reader of this
table (and the kiosk with and without its worker) against values planted in each column some reader
may not receive. A device whose scope narrows empties what it may no longer hold, its file cache
included (src/local/SYNC.md O14).

Decided where the spec is silent: the floor receives of an offer only its author (the product card's
"offerBy") and of a measure only its status (the board dims a product until it is final); the records
that lead someone to the site (warehouse, transport, service) receive the measured place. The field
roles (transport, installation, service, drawings) receive how to reach every client of the company,
not only of their own projects: which projects are "theirs" changes without the client's row
changing, which the feed cannot follow yet.

"whole": every column; "—": nothing of it; "its owner's readers": a file goes to whoever reads the
row it belongs to — for ${filesToWholeReaders().join(', ')}, only to who reads that row whole. A user
holding several modules receives the union of what each gives.

${needToKnowTable()}
`;
}
