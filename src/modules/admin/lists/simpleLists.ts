import { msg } from '@lingui/core/macro';
import { ADMIN_MSG } from '../../../../domain/admin/messages.js';
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
} from '../../../../domain/admin/lookups.js';
import { namedList } from './namedList';

/**
 * The one-text lists. Each names the server's schema (domain/admin/lookups.ts),
 * its endpoint and the spec's texts; namedList does the rest.
 */
export const responsibilitiesList = namedList({
  entity: 'responsibilities',
  apiPath: 'admin/responsibilities',
  schema: responsibilityBody,
  field: 'name',
  column: 'name',
  label: msg`Emri i procesit`,
  selectedInfo: msg`Procesi u selektua`,
  duplicate: ADMIN_MSG.processExists,
  withDepartment: true,
});

export const departmentsList = namedList({
  entity: 'departments',
  apiPath: 'admin/departments',
  schema: departmentBody,
  field: 'name',
  column: 'name',
  label: msg`Emri i repartit`,
  selectedInfo: msg`Reparti u selektua`,
  duplicate: ADMIN_MSG.departmentExists,
});

export const equipmentList = namedList({
  entity: 'equipment',
  apiPath: 'admin/mounting-equipments',
  schema: equipmentBody,
  field: 'name',
  column: 'name',
  label: msg`Emri i pajisjes`,
  selectedInfo: msg`Pajisja u selektua`,
  duplicate: ADMIN_MSG.equipmentExists,
  messages: { saved: ADMIN_MSG.equipmentSaved, edited: ADMIN_MSG.equipmentEdited, deleted: ADMIN_MSG.equipmentDeleted },
});

export const unitsList = namedList({
  entity: 'units',
  apiPath: 'admin/units',
  schema: unitBody,
  field: 'name',
  column: 'name',
  label: msg`Emri i njesise`,
  selectedInfo: msg`Njesia u selektua`,
  duplicate: ADMIN_MSG.unitExists,
});

export const suppliersList = namedList({
  entity: 'suppliers',
  apiPath: 'admin/suppliers',
  schema: supplierBody,
  field: 'supplier',
  column: 'name',
  label: msg`Emri i furnitorit`,
  selectedInfo: msg`Furnitori u selektua`,
  duplicate: ADMIN_MSG.supplierExists,
});

export const colorPalettesList = namedList({
  entity: 'colorPalettes',
  apiPath: 'admin/color-palette',
  editMethod: 'PATCH',
  schema: colorPaletteBody,
  field: 'colorPalette',
  column: 'name',
  label: msg`Ngjyra`,
  selectedInfo: msg`Ngjyra u selektua`,
  duplicate: ADMIN_MSG.colorPaletteExists,
});

export const offerFieldsList = namedList({
  entity: 'offerFields',
  apiPath: 'admin/dynamic-offers',
  schema: offerFieldBody,
  field: 'name',
  column: 'name',
  label: msg`Emri i fushes`,
  selectedInfo: msg`Fusha u selektua`,
  duplicate: ADMIN_MSG.offerFieldExists,
  messages: { deleted: ADMIN_MSG.offerFieldDeleted },
});

export const offerConditionsList = namedList({
  entity: 'offerConditions',
  apiPath: 'admin/offer-conditions',
  schema: offerConditionBody,
  field: 'conditions',
  column: 'conditions',
  label: msg`Kushtet`,
  selectedInfo: msg`Kushtet u selektuan`,
  multiline: true,
  maxLength: 50_000,
  keepOrder: true,
});

export const impressionQuestionsList = namedList({
  entity: 'impressionQuestions',
  apiPath: 'admin/impression-questions',
  schema: impressionQuestionBody,
  field: 'question',
  column: 'question',
  label: msg`Pyetja`,
  selectedInfo: msg`Pyetja u selektua`,
  duplicate: ADMIN_MSG.questionExists,
  maxLength: 500,
  messages: { deleted: ADMIN_MSG.questionDeleted },
});
