import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A document's words in the reader's language: each descriptor of a table
 * translated. Documents are drawn outside React (the PDF), so their words
 * travel as plain text in the model.
 */
export const documentTexts = <K extends string>(i18n: I18n, table: Record<K, MessageDescriptor>): Record<K, string> =>
  Object.fromEntries(Object.entries<MessageDescriptor>(table).map(([k, m]) => [k, i18n._(m)])) as Record<K, string>;
