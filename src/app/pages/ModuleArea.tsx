import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { canReadModule, type ModuleKey } from '../../../domain/permissions.js';
import { EmptyState, PageHeader } from '../../ui';
import { MODULE_TITLES } from '../shell/moduleTitles';
import { postLoginTarget } from '../session/postLoginTarget';
import { useSignedInSession } from '../session/useSignedInSession';
import { AccessDenied } from './AccessDenied';

const route = getRouteApi('/signedIn/dashboard/$module');

/** A module whose screens come with a later release: its title and an honest note, not a mock-up. */
export function ModuleArea() {
  const { i18n } = useLingui();
  const session = useSignedInSession();
  // The route refuses anything but a module key before this renders.
  const module = route.useParams().module as ModuleKey;
  if (!canReadModule(session.permissions, module)) return <AccessDenied to={postLoginTarget(session.permissions)} />;
  return (
    <>
      <PageHeader title={i18n._(MODULE_TITLES[module])} />
      <EmptyState message={<Trans>Ky modul vjen ne nje version te ardhshem te aplikacionit.</Trans>} />
    </>
  );
}
