import { newId } from '../../domain/ids.js';
import {
  ARTICLES,
  ARTICLE_TYPES,
  COLOR_PALETTES,
  DEPARTMENTS,
  EQUIPMENT,
  IMPRESSION_QUESTIONS,
  MATERIALS,
  MEASUREMENT_TEMPLATES,
  OFFER_CONDITIONS,
  OFFER_FIELDS,
  SUPPLIERS,
  UNITS,
  WORKER_DEPARTMENT,
  WORKER_PROCESSES,
  type ArticleSpec,
  type DepartmentName,
  type ProcessName,
} from './catalog.js';
import type { Clock } from './clock.js';
import { demoDocument } from './demoFile.js';
import type { RowSet } from './rowSet.js';
import type { SeedFiles } from './seedFiles.js';
import type { Staff } from './staff.js';

export interface SeededArticle {
  id: string;
  spec: ArticleSpec;
  unitId: string;
  materialId: string | null;
  forProduction: 0 | 1;
  /** Responsibility ids of the article type's process chain, in order. */
  chain: readonly string[];
}

export interface SeededMaterial {
  id: string;
  name: string;
  processes: readonly string[];
}

/** The ids of one company's lookup lists, for the generators that refer to them. */
export interface Lookups {
  processIds: ReadonlyMap<ProcessName, string>;
  /** Responsibility id → the user who holds that process, when someone does. */
  processHolder: ReadonlyMap<string, string>;
  /** The department `worker` and `deptadmin` work in. */
  workshopId: string;
  articles: readonly SeededArticle[];
  productionArticles: readonly SeededArticle[];
  boughtArticles: readonly SeededArticle[];
  materials: readonly SeededMaterial[];
  colorIds: readonly string[];
  equipmentIds: readonly string[];
  offerFields: readonly { id: string; values: readonly string[] }[];
  questionIds: readonly string[];
}

type NamedTable = 'departments' | 'equipment' | 'units' | 'articleTypes' | 'suppliers' | 'colorPalettes' | 'offerFields' | 'materials';

/** Every admin list (spec 001 §3 Lookups), a year old, plus who works where. */
export function seedLookups(rows: RowSet, files: SeedFiles, clock: Clock, staff: Staff): Lookups {
  const createdAt = clock.at(-365, 9);
  const named = (table: NamedTable, names: readonly string[]) => new Map(names.map((name) => [name, rows.add(table, { name, createdAt })] as const));

  const departmentIds = named('departments', Object.keys(DEPARTMENTS));
  const processIds = new Map<ProcessName, string>();
  for (const [department, processes] of Object.entries(DEPARTMENTS) as [DepartmentName, readonly ProcessName[]][]) {
    for (const name of processes) {
      processIds.set(name, rows.add('responsibilities', { name, departmentId: departmentIds.get(department)!, createdAt }));
    }
  }
  const processHolder = assignWorkers(rows, staff, departmentIds.get(WORKER_DEPARTMENT)!, processIds, createdAt);

  const equipmentIds = named('equipment', EQUIPMENT);
  const unitIds = named('units', UNITS);
  const supplierIds = named('suppliers', SUPPLIERS);
  const colorIds = named('colorPalettes', COLOR_PALETTES);

  const typeIds = named('articleTypes', Object.keys(ARTICLE_TYPES));
  const chains = new Map<string, string[]>();
  for (const [type, processes] of Object.entries(ARTICLE_TYPES)) {
    const chain = processes.map((p) => processIds.get(p)!);
    chain.forEach((responsibilityId, i) =>
      rows.add('articleTypeResponsibilities', { articleTypeId: typeIds.get(type)!, responsibilityId, position: i + 1, createdAt }),
    );
    chains.set(type, chain);
  }

  const materialIds = named('materials', Object.keys(MATERIALS));
  const materials = Object.entries(MATERIALS).map(([name, processes]) => {
    const material = { id: materialIds.get(name)!, name, processes: processes.map((p) => processIds.get(p)!) };
    material.processes.forEach((responsibilityId, i) =>
      rows.add('materialResponsibilities', { materialId: material.id, responsibilityId, position: i + 1, createdAt }),
    );
    return material;
  });

  const articles = ARTICLES.map((spec): SeededArticle => {
    const chain = chains.get(spec.type)!;
    const forProduction = chain.length > 0 ? 1 : 0;
    const unitId = unitIds.get(spec.unit)!;
    const materialId = spec.material ? materialIds.get(spec.material)! : null;
    const id = rows.add('articles', {
      name: spec.name,
      code: spec.code,
      articleTypeId: typeIds.get(spec.type)!,
      unitId,
      materialId,
      supplierId: spec.supplier ? supplierIds.get(spec.supplier)! : null,
      price: spec.price,
      forProduction,
      createdAt,
    });
    return { id, spec, unitId, materialId, forProduction, chain };
  });

  const offerFieldIds = named('offerFields', Object.keys(OFFER_FIELDS));
  for (const conditions of OFFER_CONDITIONS) rows.add('offerConditions', { conditions, createdAt });
  const questionIds = IMPRESSION_QUESTIONS.map((question) => rows.add('impressionQuestions', { question, createdAt }));
  for (const name of MEASUREMENT_TEMPLATES) {
    const templateId = newId();
    const fileId = rows.add('files', demoDocument(files, { ownerType: 'measurementTemplates', ownerId: templateId, kind: 'template', title: name, createdBy: staff.admin, createdAt }));
    rows.add('measurementTemplates', { id: templateId, nameOfFile: name, fileId, createdAt });
  }
  // No daily limit: the seeded plan has over a hundred products in one department on its busiest days, which
  // any capacity an admin would set for a real shop would refuse (domain/production/capacity.ts).
  rows.add('productionSettings', { showProductionDropdownDetails: 1, dailyCapacity: 0, blueprintDeleteDepartments: '[]', createdAt });

  return {
    processIds,
    processHolder,
    workshopId: departmentIds.get(WORKER_DEPARTMENT)!,
    articles,
    productionArticles: articles.filter((a) => a.forProduction === 1),
    boughtArticles: articles.filter((a) => a.forProduction === 0),
    materials,
    colorIds: [...colorIds.values()],
    equipmentIds: [...equipmentIds.values()],
    offerFields: Object.entries(OFFER_FIELDS).map(([name, values]) => ({ id: offerFieldIds.get(name)!, values })),
    questionIds,
  };
}

/**
 * `worker` holds two processes of one department and `deptadmin` administers
 * that department. In a company where one user plays both roles, that user
 * gets one membership, as admin (user and department are unique together).
 */
function assignWorkers(
  rows: RowSet,
  staff: Staff,
  departmentId: string,
  processIds: ReadonlyMap<ProcessName, string>,
  createdAt: string,
): Map<string, string> {
  const holder = new Map<string, string>();
  for (const name of WORKER_PROCESSES) {
    const responsibilityId = processIds.get(name)!;
    rows.add('userResponsibilities', { userId: staff.worker, responsibilityId, createdAt });
    holder.set(responsibilityId, staff.worker);
  }
  if (staff.worker !== staff.deptadmin) rows.add('userDepartments', { userId: staff.worker, departmentId, isAdmin: 0, createdAt });
  rows.add('userDepartments', { userId: staff.deptadmin, departmentId, isAdmin: 1, createdAt });
  return holder;
}
