import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlanningProductRow } from '../../../domain/production/archives.js';
import type { TableColumn } from '../../ui';

/** The product columns the planning tables share: client, product with its code, project, quantity. */
export function productColumns(i18n: I18n): TableColumn<PlanningProductRow>[] {
  return [
    { id: 'client', header: i18n._(msg`Klienti`), value: (r) => r.client.name },
    { id: 'product', header: i18n._(msg`Produkti`), value: (r) => `${r.designation.name}${r.type ? ` (${r.type})` : ''}` },
    { id: 'project', header: i18n._(msg`Projekti`), value: (r) => r.project?.name ?? '', hideOnMobile: true },
    { id: 'quantity', header: i18n._(msg`Sasia`), value: (r) => r.quantity, align: 'end', hideOnMobile: true },
  ];
}
