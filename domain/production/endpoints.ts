import { answering, create, del, get, post, requiredFiles } from '../kit/endpoint.js';
import type { PlanningProductRow, ProcessRecordRow } from './archives.js';
import type { BoardProduct } from './board.js';
import type { CalendarProduct } from './calendar.js';
import type { PricesAnswer } from './prices.js';
import type { ProductionRapport } from './rapport.js';
import type { ProductionTableRow } from './productionTable.js';
import {
  availabilityBody,
  blueprintBody,
  materialStatusBody,
  moveToWarehouseBody,
  processStatusBody,
  temporaryMaterialBody,
  temporaryMaterialEditBody,
  trackerEndBody,
  trackerPauseBody,
  trackerStartBody,
} from './bodies.js';
import { assignmentBody } from './assignment.js';
import { productDatesBody } from './dates.js';
import { activationBody, calendarMoveBody, startEndBody } from './planningBodies.js';

/** The shop floor's calls (spec 001 §7 "Production", the status board's part). */
export const PRODUCTION_FLOOR = {
  board: answering<{ data: BoardProduct[] }>()(get('clients/products-statuses')),
  saveStatus: post('responsibilities/clients/statuses', processStatusBody),
  saveMaterialStatus: post('responsibilities/clients/material/statuses', materialStatusBody),
  availability: post('update-status/user-availability', availabilityBody),
  processInfo: get('products/responsibility-and-status'),
  productMaterials: get('clients/materials/statuses'),
  processMaterials: get('products/responsibilities-materials'),
  ownResponsibilities: get('responsibilities/user-responsibilities'),
  moveToWarehouse: post('clients/move-product-to-warehouse', moveToWarehouseBody),
} as const;

export const TEMPORARY_MATERIALS = {
  create: create('material-status', temporaryMaterialBody),
  update: post('material-status/{id}', temporaryMaterialEditBody),
  remove: del('material-status/{id}'),
} as const;

export const TRACKERS = {
  start: post('trackers', trackerStartBody),
  pause: post('trackers/tracker', trackerPauseBody),
  end: post('trackers/{id}', trackerEndBody),
} as const;

export const BLUEPRINTS = {
  /** One file with the id the device made for its blueprint (SYNC.md O13), or several with ids the server makes. */
  upload: requiredFiles(create('project-blueprint', blueprintBody)),
  ofProject: get('project-blueprint/{id}/products'),
  remove: del('project-blueprint/{id}'),
} as const;

/**
 * The product status row modal's date edit (spec 001 §7 "updateProductDates
 * (path not shown)"): plain REST on the product.
 */
export const PRODUCT_DATES = post('products/{id}/dates', productDatesBody);

/** The planning side's date writes (spec 001 §7 Production): a calendar drag, the info modal's dates, passive → active. */
export const PRODUCT_PLANNING = {
  moveOnCalendar: post('admin/products/change-date-on-calendar', calendarMoveBody),
  changeDates: post('admin/products/change-start-end-date', startEndBody),
  changeDatesAndActive: post('admin/products/change-start-end-date-and-active', activationBody),
} as const;

/**
 * The planning side's reads (spec 001 §7 "Paths not shown for: calendar data
 * by department, archived products, archived materials and responsibilities,
 * passive product statuses, returned materials and returned
 * responsibilities"): plain REST in the spec's style. The PWA draws the same
 * answers from its mirror (domain/production/calendar.ts, archives.ts).
 */
export const PLANNING_READS = {
  calendar: answering<{ data: CalendarProduct[] }>()(get('products/calendar')),
  archivedProducts: answering<{ data: PlanningProductRow[]; totalPrice: number | null }>()(get('products/archived')),
  passiveProducts: answering<{ data: PlanningProductRow[] }>()(get('products/passive')),
  archivedProcesses: answering<{ data: ProcessRecordRow[] }>()(get('responsibilities/archived')),
  returnedProcesses: answering<{ data: ProcessRecordRow[] }>()(get('responsibilities/returned')),
  /** "the production table data" (full privileges). */
  productionTable: answering<{ data: ProductionTableRow[] }>()(get('products/production-table')),
} as const;

/** Responsibility assignment (spec 001 §2, /dashboard/production/userAssignment): one user's tick on one process. Its users are GET admin/responsibilities/users. */
export const PROCESS_ASSIGNMENT = post('admin/responsibilities/{id}/users', assignmentBody);

/** The production rapport (spec 001 §2 production-rapport, path not shown): full privileges, or a department's admin for their departments. */
export const PRODUCTION_RAPPORT = answering<ProductionRapport>()(get('products/production-rapport'));

/**
 * Prices (spec 001 §7): the products in production with their prices and
 * total (full privileges), and the products moved to the warehouse, by when
 * they were finished, department and destination (prices for full
 * privileges; the table is the warehouse's). Paths as the spec names them.
 */
export const PRICE_READS = {
  viewPrice: answering<PricesAnswer>()(get('products/view-price')),
  warehouseProducts: answering<{ data: PlanningProductRow[]; totalPrice: number | null }>()(get('products/warehouse-products')),
} as const;
