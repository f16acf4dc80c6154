import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Fragment, Suspense } from 'react';
import { isArchiveModule, type ArchiveModule } from '../../../domain/archive/modules.js';
import { isWindowedModule } from '../../../domain/mirror/window.js';
import { canReadModule } from '../../../domain/permissions.js';
import { AREA_LINK_CLASS, AREA_NAV_CLASS } from '../../ui/areaNav';
import { LoadingState } from '../../ui';
import { AccessDenied } from '../pages/AccessDenied';
import { NotFoundPage } from '../pages/NotFoundPage';
import { postLoginTarget } from '../session/postLoginTarget';
import { useSignedInSession } from '../session/useSignedInSession';
import { ARCHIVE_TITLES } from './archiveTitles';
import type { Archives } from './archives';
import { OlderArchive } from './OlderArchive';

export interface ArchiveScreenProps {
  /** The path's module: the area the screen opens in. */
  here: ArchiveModule;
  /** The path's `moduleName`: whose archive is shown (the path's module when absent). */
  moduleName: string | undefined;
  archives: Archives;
}

/**
 * /dashboard/{module}/archive/{moduleName?} (spec 000 §2, 001 §2): one screen
 * for every archive. Tabs name the archives the user reads; the one the path
 * picks shows its page, in the area's frame where the area's route has none.
 * A module name that is not an archive is not found. Below the device's
 * rows, the finished work older than the company's window, read online (O20).
 */
export function ArchiveScreen({ here, moduleName, archives }: ArchiveScreenProps) {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const shown = moduleName ?? here;
  const Frame = archives.get(here)?.frame ?? Fragment;
  if (!isArchiveModule(shown)) return <NotFoundPage />;
  if (!canReadModule(session.permissions, shown)) return <AccessDenied to={postLoginTarget(session.permissions)} />;
  const Page = archives.get(shown)!.page;
  const readable = [...archives.keys()].filter((m) => canReadModule(session.permissions, m));
  return (
    <Frame>
      <nav aria-label={t`Arkivat`} className={AREA_NAV_CLASS}>
        {readable.map((m) => (
          <Link
            key={m}
            to={`/dashboard/${here}/archive/{-$moduleName}`}
            params={{ moduleName: m === here ? undefined : m }}
            aria-current={m === shown ? 'page' : undefined}
            activeOptions={{ exact: true }}
            className={AREA_LINK_CLASS}
          >
            {i18n._(ARCHIVE_TITLES[m])}
          </Link>
        ))}
      </nav>
      <Suspense fallback={<LoadingState />}>
        <Page key={shown} />
      </Suspense>
      {isWindowedModule(shown) && <OlderArchive key={shown} module={shown} />}
    </Frame>
  );
}
