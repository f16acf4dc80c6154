import type { ReactNode } from 'react';
import { ModuleGate } from '../../app/ModuleGate';
import { WarehouseNav } from './WarehouseNav';

/** The warehouse's screens for those who read the warehouse (spec 001 §2), under the area's navigation. */
export function WarehouseGate({ children }: { children: ReactNode }) {
  return (
    <ModuleGate module="warehouse">
      <WarehouseNav />
      {children}
    </ModuleGate>
  );
}
