import { ARCHIVE_MODULES, type ArchiveModule } from '../../../domain/archive/modules.js';
import type { ClientModule, ModuleArchive } from '../moduleKit';

export type Archives = ReadonlyMap<ArchiveModule, ModuleArchive>;

/**
 * The modules' archives by whose they are, in the journey's order. Every
 * archive module has exactly one page: a missing or doubled one fails at
 * start, not on the screen that links to it.
 */
export function archivesOf(modules: readonly ClientModule[]): Archives {
  const found = modules.flatMap((m) => (m.archive ? [m.archive] : []));
  return new Map(
    ARCHIVE_MODULES.map((module) => {
      const pages = found.filter((a) => a.module === module);
      if (pages.length !== 1) throw new Error(`archive ${module}: ${pages.length} pages, one expected`);
      return [module, pages[0]!];
    }),
  );
}
