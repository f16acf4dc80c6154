import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Accept } from '../../domain/files.js';

/**
 * The refusal texts of domain/files.ts (ACCEPT_REFUSAL) as Lingui messages, so the
 * browser refuses a file in the reader's language with the server's words. Same
 * source text, same catalog entry; a test keeps the two lists equal.
 */
export const FILE_REFUSALS: Record<Accept, MessageDescriptor> = {
  image: msg`Lejohen vetem fotografi (JPEG, PNG, WebP)!`,
  pdf: msg`Lejohen vetem file PDF!`,
  pdfOrImage: msg`Lejohen vetem file PDF ose fotografi!`,
};

/** domain/messages.ts MSG.fileTooLarge. */
export const FILE_TOO_LARGE: MessageDescriptor = msg`File-i eshte me i madh se 20 MB!`;

/** What the file picker offers; the bytes are checked afterwards anyway. */
export const PICKER_ACCEPT: Record<Accept, string> = {
  image: 'image/jpeg,image/png,image/webp',
  pdf: 'application/pdf,.pdf',
  pdfOrImage: 'application/pdf,.pdf,image/jpeg,image/png,image/webp',
};

// The server's per-file limit, checked before a file is queued so it is not
// refused after a long offline wait.
export { MAX_UPLOAD_BYTES } from '../../domain/files.js';
