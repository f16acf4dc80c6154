/**
 * Transport's texts, word for word from spec 001 §5 "Transport" and §8. Texts
 * other modules say too live in domain/messages.ts: 'Rekordi u krijua me
 * sukses!' (MSG.recordCreated, the warehouse says it as well) and 'Diqka
 * shkoi keq!' (MSG.somethingWrong).
 */
export const TRANSPORT_MSG = {
  // §5 "Transport"
  chooseProjects: 'Zgjidhni projektet per transport!',
  allEquipment: 'Duhet te merrni te gjitha pajisjet e kerkuara!',
  noNewProjects: 'Nuk keni projekte te reja per te ruajtur!',
  needsStart: 'Duhet te kete date te nisjes!',
  // §8 successes
  recordsCreated: 'Rekordet u krijuan me sukses',
  transportEdited: 'Transporti u editua me sukses!',
  // ours: an arrival stamped before the start (the spec gives no text for it)
  arrivalBeforeStart: 'Data e arritjes nuk mund te jete para nisjes!',
  // ours: a transport an installation was made of stays (the installation would lose its transport)
  hasInstallation: 'Ky transport ka instalim, nuk mund te fshihet!',
} as const;

export type TransportMessageKey = keyof typeof TRANSPORT_MSG;
