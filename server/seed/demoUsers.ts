import type { PermissionKey } from '../../domain/permissions.js';

export const DEMO_PASSWORD = 'Zanati-Demo-2026';

export interface DemoUser {
  username: string;
  firstname: string;
  lastname: string;
  permissions: PermissionKey[];
}

/** The demo company's sign-ins (README lists them). */
export const DEMO_USERS: DemoUser[] = [
  { username: 'admin', firstname: 'Arben', lastname: 'Krasniqi', permissions: ['fullPrivileges'] },
  { username: 'office', firstname: 'Drita', lastname: 'Berisha', permissions: ['contact', 'measures', 'offers', 'agreements', 'calendar'] },
  { username: 'worker', firstname: 'Besnik', lastname: 'Gashi', permissions: ['production'] },
  { username: 'deptadmin', firstname: 'Valon', lastname: 'Hoxha', permissions: ['production'] },
  { username: 'driver', firstname: 'Fatmir', lastname: 'Shala', permissions: ['transport'] },
  { username: 'installer', firstname: 'Liridon', lastname: 'Morina', permissions: ['installation', 'service', 'impression'] },
  { username: 'observer', firstname: 'Teuta', lastname: 'Rexhepi', permissions: ['observer'] },
];
