import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WarehouseMessageKey } from '../../../domain/warehouse/messages.js';

/** The warehouse's server messages (domain/warehouse/messages.ts) as Lingui messages, so English and German users read them translated. */
export const WAREHOUSE_MESSAGES = {
  fillQuantities: msg`Plotesoni sasine e produkteve te deponuara!`,
  quantityAtLeastOne: msg`Sasia duhet te jete se paku 1!`,
  quantityAboveLeft: msg`Sasia e deponuar e kalon sasine e mbetur te produktit!`,
  notAssignable: msg`Ky perdorues nuk ka leje per kete modul!`,
  onTransport: msg`Ky deponim eshte ne transport, nuk mund te fshihet!`,
  depositDeleted: msg`Deponimi u fshi me sukses!`,
  stockAdded: msg`Sasia u shtua ne depo!`,
} satisfies Record<WarehouseMessageKey, MessageDescriptor>;
