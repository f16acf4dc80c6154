import { createRoute, useParams, type AnyRoute } from '@tanstack/react-router';
import type { ModuleArchive } from '../moduleKit';
import { ArchiveScreen } from './ArchiveScreen';
import type { Archives } from './archives';

const ARCHIVE_PATH = 'archive/{-$moduleName}';

/** The archive screen of one area: /dashboard/<module>/archive/{moduleName?}, a child of the area's route. */
export function archiveRouteUnder<const A extends AnyRoute>(area: A, here: ModuleArchive['module'], archives: Archives) {
  return createRoute({
    getParentRoute: () => area,
    path: ARCHIVE_PATH,
    component: function Archive() {
      // Read loosely: the area is generic here, so the route's own params type does not resolve.
      const { moduleName } = useParams({ strict: false });
      return <ArchiveScreen here={here} moduleName={moduleName} archives={archives} />;
    },
  });
}

export type ArchiveRoute<A extends AnyRoute> = ReturnType<typeof archiveRouteUnder<A>>;

/**
 * Adds every module's archive screen under its area (docs/MODULES.md: the
 * routes are joined here, no module writes another's). Runs before the route
 * tree is built; the area keeps its own children.
 */
export function addArchiveRoutes(archives: Archives): void {
  for (const archive of archives.values()) {
    const children = (archive.area.children ?? []) as AnyRoute[];
    if (children.some((r) => (r.options as { path?: string }).path === ARCHIVE_PATH)) throw new Error(`${archive.area.id} writes its own archive route`);
    archive.area.addChildren([...children, archiveRouteUnder(archive.area, archive.module, archives)]);
  }
}
