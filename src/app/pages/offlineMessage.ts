import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Sign-in, company check and password reset need the server; said the same way on each page. */
export const NO_CONNECTION: MessageDescriptor = msg`Nuk ka lidhje me serverin. Kontrolloni internetin dhe provoni perseri.`;
