import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database as the application sees it (camelCase through CamelCasePlugin).
 * Kept in step with server/db/migrations by hand: a migration describes a
 * change, this file the resulting state.
 */
type Nullable<T> = T | null;
/** A column the database fills when the insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface Tenant {
  id: string;
  companyId: string;
  createdAt: string;
  updatedAt: string;
}
interface Named extends Tenant {
  name: string;
}

export interface CompaniesTable {
  id: string;
  code: string;
  name: string;
  createdAt: string;
}
export interface CompanyCountersTable {
  companyId: string;
  name: string;
  value: number;
}
export interface PermissionsTable {
  id: number;
  key: string;
  label: string;
}
export interface UsersTable extends Tenant {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  passwordHash: string;
  avatarFileId: Nullable<string>;
  deletedAt: Nullable<string>;
}
export interface UserPermissionsTable extends Tenant {
  userId: string;
  permissionId: number;
}
export interface AuthTokensTable extends Tenant {
  userId: string;
  tokenHash: string;
  remember: Defaulted<number>;
  expiresAt: string;
  revokedAt: Nullable<string>;
}
export interface ResetTokensTable extends Tenant {
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: Nullable<string>;
}
export interface LoginFailuresTable {
  companyId: string;
  username: string;
  ip: string;
  failures: number;
  lockedUntil: Nullable<string>;
  updatedAt: string;
}
export interface AuditLogTable extends Tenant {
  userId: Nullable<string>;
  auditableType: string;
  auditableId: string;
  event: string;
  oldValues: Nullable<string>;
  newValues: Nullable<string>;
}
export interface ChangesTable {
  companyId: string;
  entity: string;
  entityId: string;
  seq: number;
  op: 'put' | 'delete';
  data: Nullable<string>;
}
export interface IdempotencyKeysTable {
  userId: string;
  key: string;
  companyId: string;
  requestHash: string;
  state: 'running' | 'done';
  statusCode: Nullable<number>;
  body: Nullable<string>;
  createdAt: string;
  updatedAt: string;
}
export interface CountriesTable {
  id: number;
  name: string;
  code: string;
}
export interface CitiesTable {
  id: number;
  countryId: number;
  name: string;
}

export interface ResponsibilitiesTable extends Named {
  departmentId: Nullable<string>;
}
export interface UserResponsibilitiesTable extends Tenant {
  userId: string;
  responsibilityId: string;
}
export interface UserDepartmentsTable extends Tenant {
  userId: string;
  departmentId: string;
  isAdmin: Defaulted<number>;
}
export interface OrderedResponsibility extends Tenant {
  responsibilityId: string;
  position: number;
}
export interface MaterialResponsibilitiesTable extends OrderedResponsibility {
  materialId: string;
}
export interface ArticleTypeResponsibilitiesTable extends OrderedResponsibility {
  articleTypeId: string;
}
export interface ArticlesTable extends Named {
  code: string;
  articleTypeId: Nullable<string>;
  unitId: Nullable<string>;
  materialId: Nullable<string>;
  supplierId: Nullable<string>;
  price: Nullable<number>;
  forProduction: Defaulted<number>;
}
export interface OfferConditionsTable extends Tenant {
  conditions: string;
}
export interface ImpressionQuestionsTable extends Tenant {
  question: string;
}
export interface FilesTable extends Tenant {
  ownerType: string;
  ownerId: string;
  kind: string;
  fileName: string;
  storedName: string;
  mime: string;
  size: number;
  createdBy: Nullable<string>;
}
export interface MeasurementTemplatesTable extends Tenant {
  nameOfFile: string;
  fileId: Nullable<string>;
}
export interface ProductionSettingsTable extends Tenant {
  showProductionDropdownDetails: Defaulted<number>;
  dailyCapacity: Defaulted<number>;
}

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

export interface Database {
  companies: CompaniesTable;
  companyCounters: CompanyCountersTable;
  permissions: PermissionsTable;
  users: UsersTable;
  userPermissions: UserPermissionsTable;
  authTokens: AuthTokensTable;
  resetTokens: ResetTokensTable;
  loginFailures: LoginFailuresTable;
  auditLog: AuditLogTable;
  changes: ChangesTable;
  idempotencyKeys: IdempotencyKeysTable;
  countries: CountriesTable;
  cities: CitiesTable;
  departments: Named;
  responsibilities: ResponsibilitiesTable;
  userResponsibilities: UserResponsibilitiesTable;
  userDepartments: UserDepartmentsTable;
  equipment: Named;
  units: Named;
  articleTypes: Named;
  suppliers: Named;
  colorPalettes: Named;
  offerFields: Named;
  materials: Named;
  materialResponsibilities: MaterialResponsibilitiesTable;
  articleTypeResponsibilities: ArticleTypeResponsibilitiesTable;
  articles: ArticlesTable;
  offerConditions: OfferConditionsTable;
  impressionQuestions: ImpressionQuestionsTable;
  files: FilesTable;
  measurementTemplates: MeasurementTemplatesTable;
  productionSettings: ProductionSettingsTable;
  clients: ClientsTable;
  projects: ProjectsTable;
  projectOrders: ProjectOrdersTable;
  measures: MeasuresTable;
  offers: OffersTable;
  offerFieldValues: OfferFieldValuesTable;
  products: ProductsTable;
  agreements: AgreementsTable;
  tasks: TasksTable;
  processStatuses: ProcessStatusesTable;
  temporaryMaterials: TemporaryMaterialsTable;
  materialStatuses: MaterialStatusesTable;
  trackers: TrackersTable;
  blueprints: BlueprintsTable;
  warehouseRecords: WarehouseRecordsTable;
  warehouseRecordProducts: WarehouseRecordProductsTable;
  warehouseRecordUsers: WarehouseRecordUsersTable;
  warehouseStock: WarehouseStockTable;
  transports: TransportsTable;
  transportEquipment: TransportEquipmentTable;
  installations: InstallationsTable;
  serviceTickets: ServiceTicketsTable;
  serviceTicketProducts: ServiceTicketProductsTable;
  impressions: ImpressionsTable;
  impressionAnswers: ImpressionAnswersTable;
}

export type TableName = keyof Database;
export type Row<T extends TableName> = Selectable<Database[T]>;
export type NewRow<T extends TableName> = Insertable<Database[T]>;
export type RowUpdate<T extends TableName> = Updateable<Database[T]>;
