import type { UploadRule } from '../files.js';

/**
 * The files of an installation (spec 001 §2 "two signature pads", "photo
 * upload"; §9 "Installation photo upload accepts images"), each a `files` row
 * owned by the installation with its kind. Multipart field names are ours
 * (the spec: "not shown"): one image each for the signatures (PNG from the
 * pad), `photos[]` for the photos (JPEG, re-encoded on the device). A new
 * signature replaces the stored one of its kind; photos are added.
 */
export const INSTALLATION_FILE_KINDS = { installerSignature: 'installerSignature', clientSignature: 'clientSignature', photo: 'photo' } as const;
export type InstallationFileKind = (typeof INSTALLATION_FILE_KINDS)[keyof typeof INSTALLATION_FILE_KINDS];

export const INSTALLATION_UPLOADS = {
  installerSignature: { field: 'installerSignature', accept: 'image' },
  clientSignature: { field: 'clientSignature', accept: 'image' },
  /** Sent as `photos[]`; the multipart reader names it `photos`. */
  photos: { field: 'photos', accept: 'image' },
} as const satisfies Record<string, UploadRule>;

/** The most photos one installation form takes at once (issue 13: "up to 10 photos"). */
export const MAX_INSTALLATION_PHOTOS = 10;
