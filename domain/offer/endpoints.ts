import type { FileLink } from '../files.js';
import { answering, create, del, get, optionalFiles, post } from '../kit/endpoint.js';
import { offerBody } from './offerBody.js';
import { productBody, productEditBody } from './productBody.js';
import type { OfferRow, ProductRow } from './rows.js';
import type { OfferFileKind } from './uploads.js';

/** An offer's files by kind (spec 000 §3 "offerFiles (final offer, pdf offer, requirement)"). */
export type OfferFiles = Record<OfferFileKind, FileLink[]>;

/**
 * An offer as the reads answer it: its row, its product rows (canceled ones
 * too, marked), its files, and `cantEdit` — its client is in agreements, so
 * an edit is refused (spec 000 §4, §7 "edit answer has a cantEdit flag").
 */
/**
 * One offer as its reads answer it: the row (its files by kind beside it, as
 * the screens read them) and the spec's names of the same (spec 000 §3
 * "Offer"): offerId the number shown, offerTotalCalculation the total,
 * dynamicFields with their names, and the files in an offerFiles wrapper.
 */
export type OfferRead = Omit<OfferRow, 'dynamicFields'> &
  OfferFiles & {
    products: ProductRow[];
    cantEdit: boolean;
    offerId: number;
    offerTotalCalculation: number;
    /** `id` is the offer field's, as offerFieldId. */
    dynamicFields: { id: string; offerFieldId: string; name: string; value: string | null }[];
    offerFiles: OfferFiles;
  };

/** A line of the offers list (offer/filter). */
export type OfferListRow = OfferRow & { clientName: string; projectName: string | null; statusLabel: string };

/** A product row with what the tables show beside it: its client, article and offer number. */
export type ProductListRow = ProductRow & { clientName: string; articleName: string | null; offerNumber: number };

/**
 * Offer's calls (spec 000 §7). `POST offers` creates (a new id, with its rows
 * in `products`) and edits (an offer's id): offerBody.ts. Rows of an existing
 * offer: POST products, POST products/{id} (with canceled), DELETE
 * products/{id}. A refused edit of an offer whose client is in agreements
 * answers 422 with `cantEdit: true`; a refused delete of a finished product
 * 422 with `finishedProduct: true`. `offer/conditions` and `dynamic-offers`
 * are the admin lists' aliases (domain/admin/endpoints.ts); one file is
 * removed with DELETE offers/assets/{id} (domain/files/endpoints.ts).
 */
export const OFFER_ENDPOINTS = {
  one: answering<{ data: OfferRead }>()(get('offers/{id}')),
  files: answering<{ data: OfferFiles }>()(get('offers/files/{id}')),
  /** Query: offerFilterQuery (queries.ts). */
  filter: answering<{ data: OfferListRow[] }>()(get('offer/filter')),
  save: answering<{ data: OfferRead; message: string; cantEdit: boolean }>()(optionalFiles(create('offers', offerBody))),
} as const;

/** A row as its edit takes it back: `designation` is the spec's name of the row's article (articleId). */
export type ProductEditRead = ProductRow & { designation: string | null };

export const PRODUCT_ENDPOINTS = {
  /** One row for the product-rows modal (a path the spec does not show: plain REST beside its edit). */
  one: answering<{ data: ProductEditRead }>()(get('products/{id}')),
  canceled: answering<{ data: ProductListRow[] }>()(get('canceled/products')),
  create: answering<{ data: ProductRow; message: string }>()(create('products', productBody)),
  update: answering<{ data: ProductRow; message: string }>()(post('products/{id}', productEditBody)),
  remove: answering<{ data: true; message: string }>()(del('products/{id}')),
  /** Query: clientProductsQuery (queries.ts). */
  ofClient: answering<{ data: ProductListRow[] }>()(get('products/clients/{clientId}')),
  clientProducts: answering<{ data: ProductListRow[] }>()(get('clients/{id}/products')),
} as const;
