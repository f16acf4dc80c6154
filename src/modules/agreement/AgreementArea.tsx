import { Outlet } from '@tanstack/react-router';
import { ModuleGate } from '../../app/ModuleGate';
import { AgreementNav } from './AgreementNav';

/** The agreements area's layout: for those who read agreements (spec 000 §2), under the area's navigation. */
export function AgreementArea() {
  return (
    <ModuleGate module="agreements">
      <AgreementNav />
      <Outlet />
    </ModuleGate>
  );
}
