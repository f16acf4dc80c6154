import type { ReactNode } from 'react';
import { ModuleGate } from '../../app/ModuleGate';

/** Production's screens for those who read production (spec 001 §2). */
export function ProductionGate({ children }: { children: ReactNode }) {
  return <ModuleGate module="production">{children}</ModuleGate>;
}
