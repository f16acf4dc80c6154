import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProcessRecordRow } from '../../../../domain/production/archives.js';
import { formatTimestamp } from '../../../../domain/format.js';
import type { TableColumn } from '../../../ui';

/** The columns of the archived and returned processes: client, product, process, material, user, admin comment, and the moment the list is about. */
export function processRecordColumns(i18n: I18n, moment: 'finishedAt' | 'returnedAt'): TableColumn<ProcessRecordRow>[] {
  return [
    { id: 'client', header: i18n._(msg`Klienti`), value: (r) => r.client.clientName },
    { id: 'product', header: i18n._(msg`Produkti`), value: (r) => `${r.product.name}${r.product.type ? ` (${r.product.type})` : ''}` },
    { id: 'process', header: i18n._(msg`Procesi`), value: (r) => r.responsibilityName },
    { id: 'material', header: i18n._(msg`Materiali`), value: (r) => r.material?.name ?? '', hideOnMobile: true },
    { id: 'user', header: i18n._(msg`Perdoruesi`), value: (r) => r.userName ?? '', hideOnMobile: true },
    {
      id: moment,
      header: moment === 'finishedAt' ? i18n._(msg`Perfunduar me`) : i18n._(msg`Kthyer me`),
      value: (r) => r[moment] ?? '',
      cell: (r) => formatTimestamp(r[moment]),
    },
    { id: 'adminWarning', header: i18n._(msg`Komenti i administratorit`), value: (r) => r.adminWarning ?? '', hideOnMobile: true },
  ];
}
