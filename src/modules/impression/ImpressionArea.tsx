import { Outlet } from '@tanstack/react-router';
import { ModuleGate } from '../../app/ModuleGate';
import { ImpressionNav } from './ImpressionNav';

/** The impression area's layout: for those who read impressions (spec 001 §2), under the area's navigation. */
export function ImpressionArea() {
  return (
    <ModuleGate module="impression">
      <ImpressionNav />
      <Outlet />
    </ModuleGate>
  );
}
