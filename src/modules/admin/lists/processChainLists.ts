import { msg } from '@lingui/core/macro';
import { ADMIN_MSG } from '../../../../domain/admin/messages.js';
import { ADMIN_LISTS } from '../../../../domain/admin/endpoints.js';
import { processChainList } from './processChainList';

export const materialsList = processChainList({
  entity: 'materials',
  calls: ADMIN_LISTS.materials,
  field: 'material',
  label: msg`Emri i materialit`,
  selectedInfo: msg`Materiali u selektua`,
  duplicate: ADMIN_MSG.materialExists,
});

export const articleTypesList = processChainList({
  entity: 'articleTypes',
  calls: ADMIN_LISTS.articleTypes,
  field: 'name',
  label: msg`Emri i tipit`,
  selectedInfo: msg`Tipi u selektua`,
  duplicate: ADMIN_MSG.articleTypeExists,
});
