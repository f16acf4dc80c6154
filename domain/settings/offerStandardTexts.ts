/**
 * Spec 000 §9 "Offer standard texts", word for word, one paragraph each, in
 * the order the offer prints them. A company may reword any of them on the
 * settings screen; a paragraph it leaves as it is prints these words in the
 * reader's language (the PWA's Lingui twins, src/app/documents/offerStandardTexts.ts).
 */
export const OFFER_STANDARD_TEXTS = [
  '50% e vleres paguhet me pranimin e ofertes.',
  '50% e vleres paguhet 2 dite para dergeses.',
  'Oferta eshte e vlefshme 30 dite nga data e saj.',
  'Verejtje: prodhimi zgjat 15 dite pune dhe fillon pasi klienti te kete paguar 50%.',
  'Montimi i kuzhines nuk perfshin lidhjen e pajisjeve elektrike, te ujit dhe te gypit te ventilimit. Montimi i mobilieve eshte pa pagese.',
] as const;

export const OFFER_TEXT_COUNT = OFFER_STANDARD_TEXTS.length;

/** Longest paragraph a company may write. */
export const OFFER_TEXT_MAX = 1000;

/**
 * The company's own words per paragraph, as the settings row stores them
 * (`offerTexts`, a JSON list): '' — or a list that is too short, or text
 * that is no list (a row saved before any edit) — means the spec's words.
 */
export function ownOfferTexts(stored: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    parsed = [];
  }
  const list: unknown[] = Array.isArray(parsed) ? parsed : [];
  return OFFER_STANDARD_TEXTS.map((_, i) => {
    const own = list[i];
    return typeof own === 'string' ? own.trim() : '';
  });
}

/** The paragraphs an offer prints: the company's own where it wrote one, else the default given (the spec's words, translated). */
export const printedOfferTexts = (stored: string, defaults: readonly string[]): string[] =>
  ownOfferTexts(stored).map((own, i) => own || (defaults[i] ?? OFFER_STANDARD_TEXTS[i] ?? ''));
