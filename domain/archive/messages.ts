/**
 * The archives' words (issue 16 "Archive deletion per module": refused when
 * later modules depend on the row, with a clear message). The spec shows no
 * archive deletion, so these are ours, in the spec's Albanian.
 */
export const ARCHIVE_MSG = {
  inUse: 'Ky rekord perdoret ne modulet e tjera, nuk mund te fshihet!',
  notArchived: 'Ky rekord nuk eshte ne arkive!',
} as const;
