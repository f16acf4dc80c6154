import { ADMIN_LISTS } from '../../../domain/admin/endpoints.js';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import type { FeedRow } from '../../entities/feedShape.js';
import { lookupList } from '../../lists/defineList.js';
import { assertOwned } from '../../write/ownership.js';

/** Department and equipment options read as {value, label} (spec 001 §3 "Lookups"). */
const valueLabel = (row: FeedRow) => ({ value: row.id, label: row.name });

/** The simple lookup lists of spec 001 §7 "Admin": a name, a duplicate rule, an in-use rule. */
export const SIMPLE_LISTS = [
  lookupList({
    calls: ADMIN_LISTS.responsibilities,
    entity: 'responsibilities',
    table: 'responsibilities',
    row: (b) => ({ name: b.name, departmentId: b.departmentId }),
    check: (w, b) => assertOwned(w, 'departments', [b.departmentId], 'departmentId'),
    unique: { text: (b) => b.name, field: 'name', message: ADMIN_MSG.processExists },
    inUse: {
      refs: [
        ['processStatuses', 'responsibilityId'],
        ['materialStatuses', 'responsibilityId'],
        ['temporaryMaterials', 'responsibilityId'],
        ['trackers', 'responsibilityId'],
        ['materialResponsibilities', 'responsibilityId'],
        ['articleTypeResponsibilities', 'responsibilityId'],
        ['userResponsibilities', 'responsibilityId'],
      ],
      message: ADMIN_MSG.processInUse,
    },
  }),
  lookupList({
    calls: ADMIN_LISTS.departments,
    entity: 'departments',
    table: 'departments',
    row: (b) => b,
    unique: { text: (b) => b.name, field: 'name', message: ADMIN_MSG.departmentExists },
    inUse: {
      refs: [
        ['responsibilities', 'departmentId'],
        ['userDepartments', 'departmentId'],
      ],
      message: ADMIN_MSG.departmentInUse,
    },
    view: valueLabel,
  }),
  lookupList({
    calls: ADMIN_LISTS.equipment,
    entity: 'equipment',
    table: 'equipment',
    row: (b) => b,
    unique: { text: (b) => b.name, field: 'name', message: ADMIN_MSG.equipmentExists },
    inUse: { refs: [['transportEquipment', 'equipmentId']], message: ADMIN_MSG.equipmentInUse },
    view: valueLabel,
    messages: { created: ADMIN_MSG.equipmentSaved, updated: ADMIN_MSG.equipmentEdited, deleted: ADMIN_MSG.equipmentDeleted },
  }),
  lookupList({
    calls: ADMIN_LISTS.units,
    entity: 'units',
    table: 'units',
    row: (b) => b,
    unique: { text: (b) => b.name, field: 'name', message: ADMIN_MSG.unitExists },
    inUse: {
      refs: [
        ['articles', 'unitId'],
        ['products', 'unitId'],
      ],
      message: ADMIN_MSG.unitInUse,
    },
  }),
  lookupList({
    calls: ADMIN_LISTS.suppliers,
    entity: 'suppliers',
    table: 'suppliers',
    row: (b) => b,
    unique: { text: (b) => b.name, field: 'supplier', message: ADMIN_MSG.supplierExists },
    inUse: { refs: [['articles', 'supplierId']], message: ADMIN_MSG.supplierInUse },
    view: (row) => ({ supplier: row.name }),
  }),
  lookupList({
    calls: ADMIN_LISTS.colorPalettes,
    entity: 'colorPalettes',
    table: 'colorPalettes',
    row: (b) => b,
    unique: { text: (b) => b.name, field: 'colorPalette', message: ADMIN_MSG.colorPaletteExists },
    inUse: { refs: [['measures', 'productColorId']], message: ADMIN_MSG.colorPaletteInUse },
    view: (row) => ({ colorPalette: row.name }),
  }),
  lookupList({
    calls: ADMIN_LISTS.offerFields,
    entity: 'offerFields',
    table: 'offerFields',
    row: (b) => b,
    unique: { text: (b) => b.name, field: 'name', message: ADMIN_MSG.offerFieldExists },
    inUse: { refs: [['offerFieldValues', 'offerFieldId']], message: ADMIN_MSG.offerFieldInUse },
    messages: { deleted: ADMIN_MSG.offerFieldDeleted },
  }),
  lookupList({
    calls: ADMIN_LISTS.offerConditions,
    entity: 'offerConditions',
    table: 'offerConditions',
    row: (b) => b,
    // Conditions are paragraphs of an offer, kept in the order they were written.
    sortKey: (row) => String(row.createdAt),
  }),
  lookupList({
    calls: ADMIN_LISTS.impressionQuestions,
    entity: 'impressionQuestions',
    table: 'impressionQuestions',
    row: (b) => b,
    unique: { text: (b) => b.question, field: 'question', message: ADMIN_MSG.questionExists },
    inUse: { refs: [['impressionAnswers', 'questionId']], message: ADMIN_MSG.questionInUse },
    view: (row) => ({ value: row.id, label: row.question }),
    sortKey: (row) => String(row.question),
    messages: { deleted: ADMIN_MSG.questionDeleted },
  }),
];

export const simpleListRoutes = SIMPLE_LISTS.map((list) => list.routes);
