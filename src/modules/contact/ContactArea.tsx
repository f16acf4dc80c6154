import { Outlet } from '@tanstack/react-router';
import { ModuleGate } from '../../app/ModuleGate';
import { ContactNav } from './ContactNav';
import { useRefreshPlaces } from './places/usePlaces';

/**
 * The contact area's layout: for those who read contact (spec 000 §2),
 * under the area's navigation. Opened online, it brings the countries and
 * cities to the device, so the form has them on a day without signal.
 */
export function ContactArea() {
  useRefreshPlaces();
  return (
    <ModuleGate module="contact">
      <ContactNav />
      <Outlet />
    </ModuleGate>
  );
}
