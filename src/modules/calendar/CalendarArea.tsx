import { Outlet } from '@tanstack/react-router';
import { ModuleGate } from '../../app/ModuleGate';

/** The calendar for those who read it (spec 000 §2: the calendar permission; full privileges and observers read every module). */
export function CalendarArea() {
  return (
    <ModuleGate module="calendar">
      <Outlet />
    </ModuleGate>
  );
}
