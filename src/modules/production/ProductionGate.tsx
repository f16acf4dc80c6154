import type { ReactNode } from 'react';
import { ModuleGate } from '../../app/ModuleGate';
import { ProductionNav } from './ProductionNav';

/** Production's office screens for those who read production (spec 001 §2), under the area's navigation. */
export function ProductionGate({ children }: { children: ReactNode }) {
  return (
    <ModuleGate module="production">
      <ProductionNav />
      {children}
    </ModuleGate>
  );
}
