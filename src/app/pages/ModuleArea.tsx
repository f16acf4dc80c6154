import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { canReadModule, MODULES, type ModuleKey } from '../../../domain/permissions.js';
import { EmptyState, PageHeader } from '../../ui';
import { MODULE_TITLES } from '../shell/moduleTitles';
import { postLoginTarget } from '../session/postLoginTarget';
import { useSignedInSession } from '../session/useSignedInSession';
import { AccessDenied } from './AccessDenied';
import { NotFoundPage } from './NotFoundPage';

const route = getRouteApi('/signedIn/dashboard/$module');

function isModuleKey(value: string): value is ModuleKey {
  return (MODULES as readonly string[]).includes(value);
}

/**
 * A module whose screens come with a later release: its title and an honest
 * note, not a mock-up. /dashboard/<not a module> is not found, here in the shell.
 */
export function ModuleArea() {
  const { i18n } = useLingui();
  const session = useSignedInSession();
  const { module } = route.useParams();
  if (!isModuleKey(module)) return <NotFoundPage />;
  if (!canReadModule(session.permissions, module)) return <AccessDenied to={postLoginTarget(session.permissions)} />;
  return (
    <>
      <PageHeader title={i18n._(MODULE_TITLES[module])} />
      <EmptyState message={<Trans>Ky modul vjen ne nje version te ardhshem te aplikacionit.</Trans>} />
    </>
  );
}
