import type { PricedProduct } from '../../../../domain/production/prices.js';

/** A product as the prices screen names it: its article and its code. */
export const productLabel = (p: Pick<PricedProduct, 'designation' | 'type'>): string => `${p.designation.name}${p.type ? ` (${p.type})` : ''}`.trim();
