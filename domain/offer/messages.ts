/**
 * Offer's texts, word for word from spec 000 §5 and §8; those marked "ours"
 * are where the spec gives a rule but no text. Texts every module shares
 * stay in domain/messages.ts: a bad id or flag is MSG.invalidValue, a
 * missing client MSG.fieldNeeded, a filter range out of order
 * MSG.dateRangeOrder, a final offer that is no PDF or image
 * MSG.onlyPdfOrImages.
 */
export const OFFER_MSG = {
  // §5 Offer product: article and quantity
  fillData: 'Ju lutem mbushni te dhenat!',
  // §5 Offer save
  saveProductsFirst: 'Ruani produktet para se ta ruani oferten!',
  productsNeeded: 'Ju lutem krijoni produkte per kete ofert!',
  // §4 Offer edit refused when the client is already in agreements
  clientInAgreement: 'Ky klient gjindet ne modulin e marrveshjes!',
  // §4 Offer product: deletion refused when archived as finished
  productArchived: 'Produkti gjindet ne arkive, nuk mund te fshihet!',
  // §8 successes
  created: 'Oferta eshte krijuar',
  saved: 'Oferta eshte ruajtur me sukses!',
  productSaved: 'Produkti u ruajt me sukses',
  productEdited: 'Produkti u editua me sukses',
  productDeleted: 'Produkti u fshi me sukses!',
  productCanceled: 'Produkti u anulua me sukses!',
  // ours: a quantity of nothing is no line
  quantityPositive: 'Sasia duhet te jete me e madhe se zero!',
  // ours: discount and tax are percents (§3 "discount (percent), tax (percent)")
  percentRange: 'Perqindja duhet te jete nga 0 deri ne 100!',
  // ours: a price is never negative
  priceNegative: 'Cmimi nuk mund te jete negativ!',
  // ours: a fixed discount larger than the total would make the offer's total negative
  discountOverTotal: 'Zbritja nuk mund te jete me e madhe se totali!',
} as const;

export type OfferMessageKey = keyof typeof OFFER_MSG;
