import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDate } from '../../../domain/format.js';
import { averageText } from '../../../domain/impression/rating.js';
import type { TableColumn } from '../../ui';
import type { ImpressionListItem } from './impressionReads';

/** The columns of an impressions table: the list of every impression and the archive. */
export function impressionColumns(i18n: I18n): TableColumn<ImpressionListItem>[] {
  return [
    { id: 'client', header: i18n._(msg`Klienti`), value: (r) => r.clientName },
    { id: 'project', header: i18n._(msg`Projekti`), value: (r) => r.projectName },
    { id: 'average', header: i18n._(msg`Mesatarja`), value: (r) => r.average, cell: (r) => averageText(r.average), exportValue: (r) => averageText(r.average) },
    { id: 'feedback', header: i18n._(msg`Pershtypja`), value: (r) => r.feedback ?? '', hideOnMobile: true },
    { id: 'date', header: i18n._(msg`Data`), value: (r) => r.createdAt, cell: (r) => formatDate(r.createdAt), hideOnMobile: true },
  ];
}
