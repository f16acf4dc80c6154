import type { Defaulted, FoldedKey, Named, Nullable, Tenant, UniquelyNamed } from './columns.js';

/** Admin lookup lists and who works where (migration 0002; the folded keys, 0005). */
export interface ResponsibilitiesTable extends UniquelyNamed {
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
  codeKey: FoldedKey;
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
  questionKey: FoldedKey;
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
  /** JSON array of department ids (domain/production/blueprintDelete.ts). */
  blueprintDeleteDepartments: Defaulted<string>;
}
