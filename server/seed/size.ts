/**
 * How much one company gets. Everything else (projects, offers, process
 * statuses, transports, tickets…) follows from these two numbers, so the demo
 * and the benchmark set come out of the same generators.
 */
export interface SeedSize {
  clients: number;
  /** Offer product rows, spread over the offers; about four in five end up in production. */
  products: number;
  /** Clients generated and inserted at a time (default CLIENTS_PER_BATCH in companyData.ts); tests cut a tiny company into several. */
  clientsPerBatch?: number;
}

export const SIZES = {
  /** The demo company every fresh database and every server test starts with. */
  demo: { clients: 60, products: 320 },
  /** A second tenant with one of everything: isolation tests walk its ids. */
  small: { clients: 3, products: 10 },
  /** The benchmark set: about 200,000 process statuses. */
  large: { clients: 5000, products: 20000 },
  /** The scale benchmarks (issue 17): ten times the large set, about 2,000,000 process statuses. */
  xl: { clients: 50000, products: 200000 },
} as const satisfies Record<string, SeedSize>;

export type SizeName = keyof typeof SIZES;
