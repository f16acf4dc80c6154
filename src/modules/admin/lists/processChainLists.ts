import { msg } from '@lingui/core/macro';
import { ADMIN_MSG } from '../../../../domain/admin/messages.js';
import { articleTypeBody, materialBody } from '../../../../domain/admin/lookups.js';
import { processChainList } from './processChainList';

export const materialsList = processChainList({
  entity: 'materials',
  apiPath: 'admin/material',
  schema: materialBody,
  field: 'material',
  label: msg`Emri i materialit`,
  selectedInfo: msg`Materiali u selektua`,
  duplicate: ADMIN_MSG.materialExists,
});

export const articleTypesList = processChainList({
  entity: 'articleTypes',
  apiPath: 'admin/types',
  schema: articleTypeBody,
  field: 'name',
  label: msg`Emri i tipit`,
  selectedInfo: msg`Tipi u selektua`,
  duplicate: ADMIN_MSG.articleTypeExists,
});
