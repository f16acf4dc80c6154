import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OfferMessageKey } from '../../../domain/offer/messages.js';

/** Offer's server messages (domain/offer/messages.ts) as Lingui messages, so English and German users read them translated. */
export const OFFER_MESSAGES = {
  fillData: msg`Ju lutem mbushni te dhenat!`,
  saveProductsFirst: msg`Ruani produktet para se ta ruani oferten!`,
  productsNeeded: msg`Ju lutem krijoni produkte per kete ofert!`,
  clientInAgreement: msg`Ky klient gjindet ne modulin e marrveshjes!`,
  productArchived: msg`Produkti gjindet ne arkive, nuk mund te fshihet!`,
  created: msg`Oferta eshte krijuar`,
  saved: msg`Oferta eshte ruajtur me sukses!`,
  productSaved: msg`Produkti u ruajt me sukses`,
  productEdited: msg`Produkti u editua me sukses`,
  productDeleted: msg`Produkti u fshi me sukses!`,
  productCanceled: msg`Produkti u anulua me sukses!`,
  quantityPositive: msg`Sasia duhet te jete me e madhe se zero!`,
  percentRange: msg`Perqindja duhet te jete nga 0 deri ne 100!`,
  priceNegative: msg`Cmimi nuk mund te jete negativ!`,
  discountOverTotal: msg`Zbritja nuk mund te jete me e madhe se totali!`,
} as const satisfies Record<OfferMessageKey, MessageDescriptor>;
