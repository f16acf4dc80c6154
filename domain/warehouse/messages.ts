/**
 * The warehouse's texts, word for word from spec 001 §5 "Warehouse" and §8;
 * those marked "ours" are where the spec gives no text. Texts another module
 * already holds are used from there, never declared twice (one text, one
 * meaning): 'Ky produkt nuk eshte perfunduar!' is PRODUCTION_MSG.productNotCompleted,
 * 'Diqka shkoi keq!' MSG.somethingWrong, 'Te dhenat u edituan me sukses!'
 * MSG.edited, 'Rekordi u krijua me sukses!' MSG.recordCreated (transport says it
 * too), the permission error MSG.noAccess, 'Nuk ka te dhena !' MSG.emptyList.
 */
export const WAREHOUSE_MSG = {
  // §5 Warehouse
  fillQuantities: 'Plotesoni sasine e produkteve te deponuara!',
  // ours: §5 "Quantity is a number with minimum 1" gives no text
  quantityAtLeastOne: 'Sasia duhet te jete se paku 1!',
  // ours: a quantity above what is left of the product (quantityLeft)
  quantityAboveLeft: 'Sasia e deponuar e kalon sasine e mbetur te produktit!',
  // ours: a user put on a record without the module's permission
  notAssignable: 'Ky perdorues nuk ka leje per kete modul!',
  // ours: a deposit a transport carries stays (the transport shows its lines and invoice)
  onTransport: 'Ky deponim eshte ne transport, nuk mund te fshihet!',
  // §8 successes
  depositDeleted: 'Deponimi u fshi me sukses!',
  // ours: POST warehouse/store has no text of its own
  stockAdded: 'Sasia u shtua ne depo!',
} as const;

export type WarehouseMessageKey = keyof typeof WAREHOUSE_MSG;
