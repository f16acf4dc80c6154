import type { Insertable, Selectable, Updateable } from 'kysely';
import type { UniquelyNamed } from './schema/columns.js';
import type { CompaniesTable, CompanyCountersTable, PermissionsTable, UsersTable, UserPermissionsTable, AuthTokensTable, ResetTokensTable, ResetMailsTable, LoginFailuresTable, AuditLogTable, ChangesTable, IdempotencyKeysTable, CountriesTable, CitiesTable } from './schema/platformTables.js';
import type { ResponsibilitiesTable, UserResponsibilitiesTable, UserDepartmentsTable, MaterialResponsibilitiesTable, ArticleTypeResponsibilitiesTable, ArticlesTable, OfferConditionsTable, ImpressionQuestionsTable, FilesTable, MeasurementTemplatesTable, ProductionSettingsTable } from './schema/masterDataTables.js';
import type { ClientsTable, ProjectsTable, ProjectOrdersTable, MeasuresTable, OffersTable, OfferFieldValuesTable, ProductsTable, AgreementsTable, TasksTable, ProcessStatusesTable, MaterialStatusesTable, TemporaryMaterialsTable, TrackersTable, BlueprintsTable, WarehouseRecordsTable, WarehouseRecordProductsTable, WarehouseRecordUsersTable, WarehouseStockTable, TransportsTable, TransportEquipmentTable, InstallationsTable, ServiceTicketsTable, ServiceTicketProductsTable, ImpressionsTable, ImpressionAnswersTable } from './schema/pipelineTables.js';

/**
 * The database as the application sees it (camelCase through CamelCasePlugin).
 * Kept in step with server/db/migrations by hand: a migration describes a
 * change, these types the resulting state (table types in ./schema/).
 */
export type * from './schema/platformTables.js';
export type * from './schema/masterDataTables.js';
export type * from './schema/pipelineTables.js';

export interface Database {
  companies: CompaniesTable;
  companyCounters: CompanyCountersTable;
  permissions: PermissionsTable;
  users: UsersTable;
  userPermissions: UserPermissionsTable;
  authTokens: AuthTokensTable;
  resetTokens: ResetTokensTable;
  resetMails: ResetMailsTable;
  loginFailures: LoginFailuresTable;
  auditLog: AuditLogTable;
  changes: ChangesTable;
  idempotencyKeys: IdempotencyKeysTable;
  countries: CountriesTable;
  cities: CitiesTable;
  departments: UniquelyNamed;
  responsibilities: ResponsibilitiesTable;
  userResponsibilities: UserResponsibilitiesTable;
  userDepartments: UserDepartmentsTable;
  equipment: UniquelyNamed;
  units: UniquelyNamed;
  articleTypes: UniquelyNamed;
  suppliers: UniquelyNamed;
  colorPalettes: UniquelyNamed;
  offerFields: UniquelyNamed;
  materials: UniquelyNamed;
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
