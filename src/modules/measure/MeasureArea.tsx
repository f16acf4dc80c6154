import { Outlet } from '@tanstack/react-router';
import { canWriteModule } from '../../../domain/permissions.js';
import { ModuleGate } from '../../app/ModuleGate';
import { PrefetchProgressBar } from '../../app/files/PrefetchProgressBar';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { MeasureNav } from './MeasureNav';
import { useMeasurerPrefetch } from './useMeasurerPrefetch';

/**
 * The measures area's layout: for those who read measures (spec 000 §2),
 * under the area's navigation. A measurer (who writes measures) keeps the
 * measurement templates and the PDF renderer on the device from here,
 * whichever measure screen they open, so a day without signal can still
 * draw sketches over the templates.
 */
export function MeasureArea() {
  const session = useSignedInSession();
  const progress = useMeasurerPrefetch(canWriteModule(session.permissions, 'measures') && !session.kiosk);
  return (
    <ModuleGate module="measures">
      <MeasureNav />
      <PrefetchProgressBar progress={progress} />
      <Outlet />
    </ModuleGate>
  );
}
