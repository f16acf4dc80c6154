import {
  colorPaletteBody,
  departmentBody,
  equipmentBody,
  impressionQuestionBody,
  offerConditionBody,
  offerFieldBody,
  responsibilityBody,
  supplierBody,
  unitBody,
} from '../../../domain/admin/lookups.js';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import type { FeedRow } from '../../entities/feedShape.js';
import { lookupList } from './defineList.js';
import { assertOwned } from '../../write/ownership.js';

/** Department and equipment options read as {value, label} (spec 001 §3 "Lookups"). */
const valueLabel = (row: FeedRow) => ({ value: row.id, label: row.name });

/** The simple lookup lists of spec 001 §7 "Admin": a name, a duplicate rule, an in-use rule. */
export const simpleListRoutes = [
  lookupList({
    path: 'responsibilities',
    entity: 'responsibilities',
    table: 'responsibilities',
    listAliases: ['responsibilities'],
    body: responsibilityBody,
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
    path: 'departments',
    entity: 'departments',
    table: 'departments',
    body: departmentBody,
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
    path: 'mounting-equipments',
    entity: 'equipment',
    table: 'equipment',
    listAliases: ['mounting-equipments'],
    body: equipmentBody,
    row: (b) => b,
    unique: { text: (b) => b.name, field: 'name', message: ADMIN_MSG.equipmentExists },
    inUse: { refs: [['transportEquipment', 'equipmentId']], message: ADMIN_MSG.equipmentInUse },
    view: valueLabel,
    messages: { created: ADMIN_MSG.equipmentSaved, updated: ADMIN_MSG.equipmentEdited, deleted: ADMIN_MSG.equipmentDeleted },
  }),
  lookupList({
    path: 'units',
    entity: 'units',
    table: 'units',
    body: unitBody,
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
    path: 'suppliers',
    entity: 'suppliers',
    table: 'suppliers',
    body: supplierBody,
    row: (b) => b,
    unique: { text: (b) => b.name, field: 'supplier', message: ADMIN_MSG.supplierExists },
    inUse: { refs: [['articles', 'supplierId']], message: ADMIN_MSG.supplierInUse },
    view: (row) => ({ supplier: row.name }),
  }),
  lookupList({
    path: 'color-palette',
    entity: 'colorPalettes',
    table: 'colorPalettes',
    body: colorPaletteBody,
    row: (b) => b,
    unique: { text: (b) => b.name, field: 'colorPalette', message: ADMIN_MSG.colorPaletteExists },
    inUse: { refs: [['measures', 'productColorId']], message: ADMIN_MSG.colorPaletteInUse },
    view: (row) => ({ colorPalette: row.name }),
  }),
  lookupList({
    path: 'dynamic-offers',
    entity: 'offerFields',
    table: 'offerFields',
    listAliases: ['dynamic-offers'],
    body: offerFieldBody,
    row: (b) => b,
    unique: { text: (b) => b.name, field: 'name', message: ADMIN_MSG.offerFieldExists },
    inUse: { refs: [['offerFieldValues', 'offerFieldId']], message: ADMIN_MSG.offerFieldInUse },
    messages: { deleted: ADMIN_MSG.offerFieldDeleted },
  }),
  lookupList({
    path: 'offer-conditions',
    entity: 'offerConditions',
    table: 'offerConditions',
    listAliases: ['offer/conditions'],
    body: offerConditionBody,
    row: (b) => b,
    // Conditions are paragraphs of an offer, kept in the order they were written.
    sortKey: (row) => String(row.createdAt),
  }),
  lookupList({
    path: 'impression-questions',
    entity: 'impressionQuestions',
    table: 'impressionQuestions',
    body: impressionQuestionBody,
    row: (b) => b,
    unique: { text: (b) => b.question, field: 'question', message: ADMIN_MSG.questionExists },
    inUse: { refs: [['impressionAnswers', 'questionId']], message: ADMIN_MSG.questionInUse },
    view: (row) => ({ value: row.id, label: row.question }),
    sortKey: (row) => String(row.question),
    messages: { deleted: ADMIN_MSG.questionDeleted },
  }),
];
