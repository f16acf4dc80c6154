import { createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import { addArchiveRoutes, type ArchiveRoute } from './archive/archiveRoute';
import { archivesOf } from './archive/archives';
import type { ClientModule } from './moduleKit';
import { CLIENT_MODULES } from './modules';
import { dashboardIndexRoute, dashboardRoute, moduleRoute, observerRoute } from './routes/dashboardRoutes';
import { landingRoute, loginRoute, resetPasswordRoute } from './routes/publicRoutes';
import { rootRoute } from './routes/rootRoute';
import { signedInRoute } from './routes/signedInRoute';

type Modules = (typeof CLIENT_MODULES)[number];
type DashboardChild = Modules extends infer M ? (M extends { dashboardRoutes: readonly (infer R)[] } ? R : never) : never;
type SignedInChild = Modules extends infer M ? (M extends { signedInRoutes: readonly (infer R)[] } ? R : never) : never;
type ArchiveChild = Modules extends infer M ? (M extends { archive: { area: infer A extends AnyRoute } } ? ArchiveRoute<A> : never) : never;
type PublicChild = Modules extends infer M ? (M extends { publicRoutes: readonly (infer R)[] } ? R : never) : never;

const modules: readonly ClientModule[] = CLIENT_MODULES;
// The archive screens join their areas here (src/app/archive/); the type lists them beside the areas so links to them are checked.
addArchiveRoutes(archivesOf(modules));
const dashboardChildren = modules.flatMap((m) => m.dashboardRoutes ?? []) as (DashboardChild | ArchiveChild)[];
const signedInChildren = modules.flatMap((m) => m.signedInRoutes ?? []) as SignedInChild[];
const publicChildren = modules.flatMap((m) => m.publicRoutes ?? []) as PublicChild[];
// A public page that forgot to say so would send its visitor to /login: fail at start, not in the field.
for (const route of publicChildren as AnyRoute[]) if (route.options.staticData?.public !== true) throw new Error(`public route ${route.id} lacks staticData.public`);

/**
 * The whole route tree (code-based), with every module's screens from its
 * descriptor (src/app/modules.ts). A module's own screens join under
 * dashboardRoute as static paths (/dashboard/contact/...), which win over the
 * `$module` placeholder area. A module's public pages (a client's rating
 * link) sit beside sign-in, outside the signed-in layout.
 */
const routeTree = rootRoute.addChildren([
  landingRoute,
  loginRoute,
  resetPasswordRoute,
  ...publicChildren,
  signedInRoute.addChildren([dashboardRoute.addChildren([dashboardIndexRoute, observerRoute, ...dashboardChildren, moduleRoute]), ...signedInChildren]),
]);

/** Tests pass a memory history; the app uses the browser's. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({ routeTree, ...(history ? { history } : {}), defaultPreload: false, scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
