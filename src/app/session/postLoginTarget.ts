import { firstPermittedModule, type PermissionMap } from '../../../domain/permissions.js';

/**
 * Where a user lands after sign-in (spec 000 §2): the page they were sent away
 * from, else /dashboard/{first permitted module}; admins and observers land on
 * contact. A user without any module lands on /dashboard, which says so.
 */
export function postLoginTarget(permissions: PermissionMap, redirect?: string): string {
  if (redirect && isSafeRedirect(redirect)) return redirect;
  const module = firstPermittedModule(permissions);
  return module ? `/dashboard/${module}` : '/dashboard';
}

/** Only a path of this app: never another origin ('//evil', 'https://…'), never back to a sign-in page. */
export function isSafeRedirect(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') && !isPublicPath(target.split(/[?#]/)[0]!);
}

/** The paths that need no stored token (spec 000 §2): landing, login, reset. */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/' || pathname === '/login' || pathname.startsWith('/reset-password/');
}
