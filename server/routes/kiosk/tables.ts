import type { Defaulted, Nullable, Tenant } from '../../db/schema/columns.js';

/** A device enrolled as a kiosk: its credential's hash, its departments (JSON ids), and what it last told the server. */
export interface KiosksTable extends Tenant {
  name: string;
  departmentIds: string;
  idleMinutes: number;
  secretHash: string;
  createdBy: Nullable<string>;
  /** The end of the kiosk's current stretch of contact with the server, and its start. */
  lastSeenAt: Nullable<string>;
  contactSince: Nullable<string>;
  pendingCount: Defaulted<number>;
  revokedAt: Nullable<string>;
}

/**
 * A worker's turn at a kiosk. `checkedBy` 'server' when the server checked the
 * PIN (the worker session it issued); 'device' when the kiosk checked it
 * offline against the worker's verifier: the server learns of it with the
 * first write made in it, under the id the device gave it.
 */
export interface KioskSwitchesTable extends Tenant {
  kioskId: string;
  userId: string;
  checkedBy: 'server' | 'device';
  switchedAt: string;
  endedAt: Nullable<string>;
}

/** A user's PIN: the server's slow hash, the kiosk's verifier with its salt, and the run of wrong PINs. Never in the feed. */
export interface UserPinsTable extends Tenant {
  userId: string;
  pinHash: string;
  salt: string;
  verifier: string;
  failures: Defaulted<number>;
  lockedUntil: Nullable<string>;
  /** Which of domain/kiosk/verifier.ts VERIFIER_COSTS the verifier was made with. */
  verifierCost: Defaulted<number>;
}

/** A finished stretch of a kiosk's contact with the server: requests no further apart than CONTACT_LINK_MS (domain/kiosk/turns.ts). */
export interface KioskContactsTable extends Tenant {
  kioskId: string;
  fromAt: string;
  toAt: string;
}

declare module '../../db/schema.js' {
  interface Database {
    kiosks: KiosksTable;
    kioskSwitches: KioskSwitchesTable;
    userPins: UserPinsTable;
    kioskContacts: KioskContactsTable;
  }
}
