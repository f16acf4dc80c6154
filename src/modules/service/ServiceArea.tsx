import { Outlet } from '@tanstack/react-router';
import { ModuleGate } from '../../app/ModuleGate';
import { ServiceNav } from './ServiceNav';

/** The service area's layout: for those who read service (spec 001 §2), under the area's navigation. */
export function ServiceArea() {
  return (
    <ModuleGate module="service">
      <ServiceNav />
      <Outlet />
    </ModuleGate>
  );
}
