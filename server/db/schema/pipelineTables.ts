import type { Defaulted, Nullable, Tenant } from './columns.js';

/** A client's way through the modules (migration 0003). */
export interface ClientsTable extends Tenant {
  firstnameAndLastname: string;
  lastName: string;
  phoneNumber: Nullable<string>;
  secondPhoneNumber: Nullable<string>;
  email: Nullable<string>;
  commentAndDetails: Nullable<string>;
  businessNumber: Nullable<string>;
  address: Nullable<string>;
  secondAddress: Nullable<string>;
  bankAccountNumber: Nullable<string>;
  bankAccount: Nullable<string>;
  contactPerson: Nullable<string>;
  parentName: Nullable<string>;
  companyName: Nullable<string>;
  fiscalNumber: Nullable<string>;
  productCode: Nullable<string>;
  countryId: Defaulted<number>;
  cityId: Nullable<number>;
  agentId: Nullable<string>;
  moduleId: Defaulted<number>;
  archivedAt: Nullable<string>;
}
export interface ProjectsTable extends Tenant {
  clientId: string;
  projectName: string;
  address: Nullable<string>;
  measureDate: Nullable<string>;
  projectLocation: Nullable<string>;
  projectComment: Nullable<string>;
  shipmentDestinationId: Defaulted<number>;
  measureAssigneeId: Nullable<string>;
}
export interface ProjectOrdersTable extends Tenant {
  projectId: string;
  articleId: string;
}
export interface MeasuresTable extends Tenant {
  clientId: string;
  projectId: string;
  productMaterial: Nullable<string>;
  productColorId: Nullable<string>;
  productLocation: Nullable<string>;
  details: Nullable<string>;
  measureStatusId: Defaulted<number>;
  measureDate: Nullable<string>;
  startDate: Nullable<string>;
  plannedDate: Nullable<string>;
  employeeId: Nullable<string>;
}
export interface OffersTable extends Tenant {
  number: number;
  clientId: string;
  projectId: Nullable<string>;
  offerStatusId: Defaulted<number>;
  offerDate: Nullable<string>;
  addition: Nullable<string>;
  comment: Nullable<string>;
  address: Nullable<string>;
  fiscalNumber: Nullable<string>;
  paymentDeadline: Nullable<string>;
  accountNumber: Nullable<string>;
  discountType: Defaulted<number>;
  discountValue: Defaulted<number>;
  discountTotal: Defaulted<number>;
  total: Defaulted<number>;
  createdBy: Nullable<string>;
}
export interface OfferFieldValuesTable extends Tenant {
  offerId: string;
  offerFieldId: string;
  value: Nullable<string>;
}
export interface ProductsTable extends Tenant {
  offerId: string;
  clientId: string;
  projectId: Nullable<string>;
  articleId: Nullable<string>;
  unitId: Nullable<string>;
  type: Nullable<string>;
  quantity: Defaulted<number>;
  price: Defaulted<number>;
  discount: Defaulted<number>;
  tax: Defaulted<number>;
  taxPrice: Defaulted<number>;
  discountPrice: Defaulted<number>;
  totalPrice: Defaulted<number>;
  start: Nullable<string>;
  end: Nullable<string>;
  initialStart: Nullable<string>;
  initialEnd: Nullable<string>;
  calendarComment: Nullable<string>;
  canceled: Defaulted<number>;
  forProduction: Defaulted<number>;
  active: Defaulted<number>;
  doneStatus: Defaulted<number>;
  productStatusId: Defaulted<number>;
  finishedAt: Nullable<string>;
  createdBy: Nullable<string>;
}
export interface AgreementsTable extends Tenant {
  clientId: string;
  offerId: Nullable<string>;
  projectId: Nullable<string>;
  agreementStatusId: Defaulted<number>;
  prepaid: Defaulted<number>;
  total: Defaulted<number>;
  totalDebtLeft: Defaulted<number>;
  start: Nullable<string>;
  end: Nullable<string>;
  comment: Nullable<string>;
  firstUpdate: Defaulted<number>;
}
export interface TasksTable extends Tenant {
  userId: Nullable<string>;
  title: string;
  comment: Nullable<string>;
  start: string;
  end: Nullable<string>;
  taskStatusId: Defaulted<number>;
}
interface StatusRow extends Tenant {
  productId: string;
  responsibilityId: string;
  position: number;
  userId: Nullable<string>;
  statusId: Defaulted<number>;
  warning: Nullable<string>;
  adminWarning: Nullable<string>;
  otherComment: Nullable<string>;
  startedAt: Nullable<string>;
  finishedAt: Nullable<string>;
  returnedAt: Nullable<string>;
}
export type ProcessStatusesTable = StatusRow;
export interface MaterialStatusesTable extends StatusRow {
  materialId: Nullable<string>;
  temporaryMaterialId: Nullable<string>;
}
export interface TemporaryMaterialsTable extends Tenant {
  productId: string;
  responsibilityId: string;
  materialName: string;
}
export interface TrackersTable extends Tenant {
  statusType: string;
  statusRefId: string;
  productId: string;
  responsibilityId: string;
  userId: Nullable<string>;
  start: string;
  end: Nullable<string>;
  pauseStatusId: Nullable<number>;
}
export interface BlueprintsTable extends Tenant {
  projectId: string;
  productId: Nullable<string>;
  fileId: string;
  nameOfBlueprint: string;
}
export interface WarehouseRecordsTable extends Tenant {
  clientId: string;
  projectId: string;
  label: string;
  comment: Nullable<string>;
  withoutTransport: Defaulted<number>;
  withoutInstallation: Defaulted<number>;
}
export interface WarehouseRecordProductsTable extends Tenant {
  warehouseRecordId: string;
  productId: string;
  quantity: number;
}
export interface WarehouseRecordUsersTable extends Tenant {
  warehouseRecordId: string;
  userId: string;
  role: 'transport' | 'installation';
}
export interface WarehouseStockTable extends Tenant {
  articleId: string;
  quantity: number;
}
export interface TransportsTable extends Tenant {
  code: string;
  projectId: string;
  warehouseRecordId: Nullable<string>;
  transportDetails: Nullable<string>;
  comment: Nullable<string>;
  acceptanceDate: Nullable<string>;
  arrivalDate: Nullable<string>;
  name: Nullable<string>;
  email: Nullable<string>;
  phoneNumber: Nullable<string>;
}
export interface TransportEquipmentTable extends Tenant {
  transportId: string;
  equipmentId: string;
}
export interface InstallationsTable extends Tenant {
  projectId: string;
  transportId: Nullable<string>;
  installationStart: Nullable<string>;
  installationEnd: Nullable<string>;
  comment: Nullable<string>;
  conditional: Defaulted<number>;
}
export interface ServiceTicketsTable extends Tenant {
  projectId: Nullable<string>;
  firstname: Nullable<string>;
  lastname: Nullable<string>;
  address: Nullable<string>;
  city: Nullable<string>;
  email: Nullable<string>;
  phoneNumber: Nullable<string>;
  problem: string;
  warning: Nullable<string>;
  date: Nullable<string>;
  start: Nullable<string>;
  end: Nullable<string>;
  statusId: Defaulted<number>;
}
export interface ServiceTicketProductsTable extends Tenant {
  serviceTicketId: string;
  productId: Nullable<string>;
  articleId: Nullable<string>;
}
export interface ImpressionsTable extends Tenant {
  projectId: string;
  clientId: string;
  feedback: Nullable<string>;
  average: Defaulted<number>;
}
export interface ImpressionAnswersTable extends Tenant {
  impressionId: string;
  questionId: string;
  rating: number;
}
