/** A product as the production screens name it: its article, then its code in brackets when it has one. */
export const productName = (article: string, code: string | null): string => `${article}${code ? ` (${code})` : ''}`.trim();
