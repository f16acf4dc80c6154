/**
 * Measure's texts, word for word from spec 000 §4, §5 and §8; those marked
 * "ours" are where the spec gives no text. Texts every module shares are used
 * from domain/messages.ts, not copied here (one text, one meaning): a missing
 * project or status is MSG.fieldNeeded ('Fusha eshte e nevojshme!'), a
 * picture that is no image MSG.onlyImages and a measure file that is no PDF
 * MSG.onlyPdf (domain/files.ts ACCEPT_REFUSAL), a filter range out of order
 * MSG.dateRangeOrder. 'Emri i projektit duhet te jete unik!' (§5 Measure) is
 * a project's name, so the contact module holds it with its rule
 * (CONTACT_MSG.projectNameUnique); a measure's save carries no project name.
 */
export const MEASURE_MSG = {
  // §5 Measure
  locationRequired: 'Duhet te jepni lokacionin per matje finale',
  // §4
  inProduction: 'Kjo matje ka vazhduar ne prodhim!',
  // §8 successes
  created: 'Matja eshte krijuar',
  saved: 'Matja eshte ruajtur',
  // ours: §5 "Location text: rejects text made only of letters" gives no text
  locationOnlyLetters: 'Lokacioni i matjes nuk mund te jete vetem shkronja!',
  // ours: a project has one measure (§2 "measureId is in fact the project id"); a second create comes only from two devices that measured it offline
  projectMeasured: 'Ky projekt ka tashme nje matje!',
} as const;

export type MeasureMessageKey = keyof typeof MEASURE_MSG;
