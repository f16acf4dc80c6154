import { msg } from '@lingui/core/macro';
import { ADMIN_MSG } from '../../../../domain/admin/messages.js';
import { ADMIN_LISTS } from '../../../../domain/admin/endpoints.js';
import { namedList } from './namedList';

// Offer conditions are rich text, with an editor of their own; they stay listed with the one-text lists.
export { offerConditionsList } from './offerConditionsList';

/**
 * The one-text lists. Each names its calls (domain/admin/endpoints.ts, whose
 * schemas the form validates with) and the spec's texts; namedList does the rest.
 */
export const responsibilitiesList = namedList({
  entity: 'responsibilities',
  calls: ADMIN_LISTS.responsibilities,
  field: 'name',
  column: 'name',
  label: msg`Emri i procesit`,
  selectedInfo: msg`Procesi u selektua`,
  duplicate: ADMIN_MSG.processExists,
  withDepartment: true,
});

export const departmentsList = namedList({
  entity: 'departments',
  calls: ADMIN_LISTS.departments,
  field: 'name',
  column: 'name',
  label: msg`Emri i repartit`,
  selectedInfo: msg`Reparti u selektua`,
  duplicate: ADMIN_MSG.departmentExists,
});

export const equipmentList = namedList({
  entity: 'equipment',
  calls: ADMIN_LISTS.equipment,
  field: 'name',
  column: 'name',
  label: msg`Emri i pajisjes`,
  selectedInfo: msg`Pajisja u selektua`,
  duplicate: ADMIN_MSG.equipmentExists,
  messages: { saved: ADMIN_MSG.equipmentSaved, edited: ADMIN_MSG.equipmentEdited, deleted: ADMIN_MSG.equipmentDeleted },
});

export const unitsList = namedList({
  entity: 'units',
  calls: ADMIN_LISTS.units,
  field: 'name',
  column: 'name',
  label: msg`Emri i njesise`,
  selectedInfo: msg`Njesia u selektua`,
  duplicate: ADMIN_MSG.unitExists,
});

export const suppliersList = namedList({
  entity: 'suppliers',
  calls: ADMIN_LISTS.suppliers,
  field: 'supplier',
  column: 'name',
  label: msg`Emri i furnitorit`,
  selectedInfo: msg`Furnitori u selektua`,
  duplicate: ADMIN_MSG.supplierExists,
});

export const colorPalettesList = namedList({
  entity: 'colorPalettes',
  calls: ADMIN_LISTS.colorPalettes,
  field: 'colorPalette',
  column: 'name',
  label: msg`Ngjyra`,
  selectedInfo: msg`Ngjyra u selektua`,
  duplicate: ADMIN_MSG.colorPaletteExists,
});

export const offerFieldsList = namedList({
  entity: 'offerFields',
  calls: ADMIN_LISTS.offerFields,
  field: 'name',
  column: 'name',
  label: msg`Emri i fushes`,
  selectedInfo: msg`Fusha u selektua`,
  duplicate: ADMIN_MSG.offerFieldExists,
  messages: { deleted: ADMIN_MSG.offerFieldDeleted },
});

export const impressionQuestionsList = namedList({
  entity: 'impressionQuestions',
  calls: ADMIN_LISTS.impressionQuestions,
  field: 'question',
  column: 'question',
  label: msg`Pyetja`,
  selectedInfo: msg`Pyetja u selektua`,
  duplicate: ADMIN_MSG.questionExists,
  maxLength: 500,
  messages: { deleted: ADMIN_MSG.questionDeleted },
});
