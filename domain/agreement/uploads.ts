import type { UploadRule } from '../files.js';

/**
 * The files of an agreement (spec 000 §3 "agreementFiles (signature,
 * finalAgreement, annexes, cancelation)"; §7 POST agreements
 * "finalAgreement[], annexes[], signature[], cancelation[]"), each a `files`
 * row owned by the agreement with its kind, named as the multipart field. A
 * save adds files; one is removed with DELETE agreements/assets/{id}.
 */
export const AGREEMENT_FILE_KINDS = { finalAgreement: 'finalAgreement', annexes: 'annexes', signature: 'signature', cancelation: 'cancelation' } as const;
export type AgreementFileKind = (typeof AGREEMENT_FILE_KINDS)[keyof typeof AGREEMENT_FILE_KINDS];

/**
 * What each field takes, judged by the file's bytes (§5 "PDF fields accept
 * .pdf; signature accepts images"). The cancellation file is ours to decide:
 * the client's signed cancellation is as often photographed as scanned, so a
 * PDF or an image is taken.
 */
export const AGREEMENT_UPLOADS = {
  finalAgreement: { field: AGREEMENT_FILE_KINDS.finalAgreement, accept: 'pdf' },
  annexes: { field: AGREEMENT_FILE_KINDS.annexes, accept: 'pdf' },
  signature: { field: AGREEMENT_FILE_KINDS.signature, accept: 'image' },
  cancelation: { field: AGREEMENT_FILE_KINDS.cancelation, accept: 'pdfOrImage' },
} as const satisfies Record<AgreementFileKind, UploadRule>;
