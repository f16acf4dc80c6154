import { Outlet } from '@tanstack/react-router';
import { ModuleGate } from '../../app/ModuleGate';
import { PrefetchProgressBar } from '../../app/files/PrefetchProgressBar';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { TransportNav } from './TransportNav';
import { useDriverPrefetch } from './useDriverPrefetch';

/**
 * The transport area's layout: for those who read transport (spec 001 §2),
 * under the area's navigation. A driver (the transport permission) keeps the
 * documents of their stops on the device from here, whichever transport
 * screen they land on after sign-in (they land on /dashboard/transport).
 * That prefetch draws from the records the area's screens hold in memory
 * (liveTransport.ts), so the first read starts as the area opens.
 */
export function TransportArea() {
  const session = useSignedInSession();
  const driver = session.permissions.transport === true && !session.kiosk ? session.userId : null;
  const progress = useDriverPrefetch(driver);
  return (
    <ModuleGate module="transport">
      <TransportNav />
      <PrefetchProgressBar progress={progress} />
      <Outlet />
    </ModuleGate>
  );
}
