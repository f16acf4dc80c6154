import type { PinLock } from './lockout.js';

/** One worker on a kiosk's list, with what the kiosk needs to let them in offline. */
export interface KioskWorker {
  id: string;
  name: string;
  avatar: string | null;
  responsibilities: { id: string; name: string }[];
  /** Whether the worker has a PIN at all: without one they cannot switch in until they set one. */
  hasPin: boolean;
  /**
   * Absent while the worker has no PIN, and until they have switched in once at
   * this kiosk with the server checking it: only then may they switch in offline.
   * `cost` names the verifier's parameters (domain/kiosk/verifier.ts).
   */
  pin: { salt: string; verifier: string; cost: number } | null;
  lock: PinLock;
}

/** GET kiosk/workers: the kiosk as the server knows it, and its departments' workers. */
export interface KioskAnswer {
  kiosk: { id: string; name: string; idleMinutes: number; departments: { id: string; name: string }[] };
  workers: KioskWorker[];
}

/** POST kiosks: the credential, shown once: the server keeps only its hash. */
export interface EnrolAnswer {
  secret: string;
  kiosk: KioskAnswer['kiosk'];
  companyCode: string;
}

/** POST kiosk/switch: the worker session the server opened for the worker at this kiosk. */
export interface SwitchAnswer {
  switchId: string;
  worker: KioskWorker;
}

/** GET kiosks: the admin's list. */
export interface KioskListRow {
  id: string;
  name: string;
  departments: { id: string; name: string }[];
  idleMinutes: number;
  lastSeenAt: string | null;
  pendingCount: number;
  revokedAt: string | null;
  createdAt: string;
}
