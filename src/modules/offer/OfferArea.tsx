import { Outlet } from '@tanstack/react-router';
import { ModuleGate } from '../../app/ModuleGate';
import { OfferNav } from './OfferNav';

/** The offers area's layout: for those who read offers (spec 000 §2), under the area's navigation. */
export function OfferArea() {
  return (
    <ModuleGate module="offers">
      <OfferNav />
      <Outlet />
    </ModuleGate>
  );
}
