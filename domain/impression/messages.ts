/**
 * Impression's texts: the successes word for word from spec 001 §8; the
 * rating bound ('Vleresimi duhet te jete nga 1 deri ne 5!', §5 "Impression
 * rating: 1 to 5 per question") is shared, MSG.rating in domain/messages.ts.
 * The refusals marked "ours" have no text in the spec.
 */
export const IMPRESSION_MSG = {
  // §8 successes
  created: 'Pershtypja u krijua me sukses',
  edited: 'Pershtypja u editua me sukses',
  // ours: questionFields[] and questionFieldValues[] are read pairwise, index i with index i
  unpairedAnswers: 'Cdo pyetje duhet te kete nje vleresim!',
  // ours: a question rated twice in one save
  questionTwice: 'Nje pyetje mund te vleresohet vetem nje here!',
  // ours: a save with no rating at all (the form shows 1–5 stars per question)
  rateSomething: 'Ju lutem vleresoni te pakten nje pyetje!',
  // ours: a create for a project that already has its one impression (an edit is POST impressions/{id})
  alreadyRated: 'Ky projekt ka nje pershtypje tashme!',
  // ours: the client's rating link (issue 13)
  linkIssued: 'Linku per vleresim u krijua me sukses!',
  linkRevoked: 'Linku per vleresim u anulua!',
} as const;

export type ImpressionMessageKey = keyof typeof IMPRESSION_MSG;
