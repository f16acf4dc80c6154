import { Outlet } from '@tanstack/react-router';
import { ModuleGate } from '../../app/ModuleGate';
import { PrefetchProgressBar } from '../../app/files/PrefetchProgressBar';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { InstallationNav } from './InstallationNav';
import { useInstallerPrefetch } from './useInstallerPrefetch';

/**
 * The installation area's layout: for those who read installation (spec 001
 * §2), under the area's navigation. An installer (the installation
 * permission) keeps the documents and photos of their projects on the device
 * from here, whichever installation screen they land on after sign-in.
 */
export function InstallationArea() {
  const session = useSignedInSession();
  const installer = session.permissions.installation === true && !session.kiosk ? session.userId : null;
  const progress = useInstallerPrefetch(installer);
  return (
    <ModuleGate module="installation">
      <InstallationNav />
      <PrefetchProgressBar progress={progress} />
      <Outlet />
    </ModuleGate>
  );
}
