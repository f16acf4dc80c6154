import type { UploadRule } from '../files.js';

/**
 * The files of an offer (spec 000 §3 "offerFiles (final offer, pdf offer,
 * requirement)"; §7 POST offers "finalOffer[], requirement[], pdfOffer[]"),
 * each a `files` row owned by the offer with its kind, named as the
 * multipart field. A save adds files; one is removed with DELETE
 * offers/assets/{id}. The signed final offer and the client's requirements
 * are scans or photos (PDF or image); the PDF offer is a PDF.
 */
export const OFFER_FILE_KINDS = { finalOffer: 'finalOffer', requirement: 'requirement', pdfOffer: 'pdfOffer' } as const;
export type OfferFileKind = (typeof OFFER_FILE_KINDS)[keyof typeof OFFER_FILE_KINDS];

export const OFFER_UPLOADS = {
  finalOffer: { field: OFFER_FILE_KINDS.finalOffer, accept: 'pdfOrImage' },
  requirement: { field: OFFER_FILE_KINDS.requirement, accept: 'pdfOrImage' },
  pdfOffer: { field: OFFER_FILE_KINDS.pdfOffer, accept: 'pdf' },
} as const satisfies Record<OfferFileKind, UploadRule>;
