import type { FileLink } from '../files.js';

export type Place = { id: number; name: string };

/**
 * A client as the API and the change feed show it (spec 000 §3 "Client"): its
 * own fields, plus country and city with their names and the agent's name.
 * The ids stay beside the named objects, for forms that edit them.
 */
export type ClientRead = {
  id: string;
  firstnameAndLastname: string;
  lastName: string;
  phoneNumber: string | null;
  secondPhoneNumber: string | null;
  email: string | null;
  commentAndDetails: string | null;
  businessNumber: string | null;
  address: string | null;
  secondAddress: string | null;
  bankAccountNumber: string | null;
  /** The bank's name. */
  bankAccount: string | null;
  contactPerson: string | null;
  parentName: string | null;
  companyName: string | null;
  fiscalNumber: string | null;
  productCode: string | null;
  countryId: number;
  country: Place;
  cityId: number | null;
  city: Place | null;
  agentId: string | null;
  /** The user name of the agent. */
  agent: string | null;
  moduleId: number;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** Spec 000 §3 "Project (of a client)". */
export type ProjectRead = {
  id: string;
  clientId: string;
  projectName: string;
  address: string | null;
  measureDate: string | null;
  /** 'latitude,longitude'. */
  projectLocation: string | null;
  projectComment: string | null;
  /** 1 local, 2 export, 3 inner stock. */
  shipmentDestinationId: number;
  /** The user id of who measures it. */
  measureAssignee: string | null;
  /** Article ids. */
  orders: string[];
  projectFiles: ProjectFile[];
  createdAt: string;
  updatedAt: string;
};

export type ProjectFile = { id: string; fileName: string; fileUrl: FileLink['url'] };

export type ClientWithProjects = ClientRead & { projects: ProjectRead[] };

/** What a client is sorted and picked by: its id and names. */
export type NamedClient = Pick<ClientRead, 'id' | 'firstnameAndLastname' | 'lastName'>;

const nameOrder = new Intl.Collator('sq', { sensitivity: 'base', numeric: true });

/**
 * Client lists are sorted by name the same way everywhere: Albanian collation,
 * case and accents aside ('ç' beside 'c'), so the server's answer and the
 * offline mirror's list agree whatever database sorted them.
 */
export function compareClientNames(a: NamedClient, b: NamedClient): number {
  return (
    nameOrder.compare(a.firstnameAndLastname, b.firstnameAndLastname) ||
    nameOrder.compare(a.lastName, b.lastName) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}
