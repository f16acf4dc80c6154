/**
 * Who does what in a seeded company. A small company (acme) has only its
 * admin, who then stands in for every role, so the same generators fill any
 * company whatever users it has.
 */
export interface Staff {
  admin: string;
  office: string;
  worker: string;
  deptadmin: string;
  driver: string;
  installer: string;
  observer: string;
  /** Every user, for spreading tasks, sessions and the like. */
  all: readonly string[];
}

export function staffOf(users: Readonly<Record<string, string>>): Staff {
  const admin = users.admin;
  if (!admin) throw new Error('a seeded company needs a user named admin');
  const role = (name: string) => users[name] ?? admin;
  return {
    admin,
    office: role('office'),
    worker: role('worker'),
    deptadmin: role('deptadmin'),
    driver: role('driver'),
    installer: role('installer'),
    observer: role('observer'),
    all: Object.values(users),
  };
}
