import type { RichDoc } from '../../../domain/text/richText.js';

/** A column of a document's table; numbers and amounts align to the end. */
export interface DocumentColumn {
  header: string;
  align?: 'start' | 'end';
}

/** A block of a document's body under an optional heading. */
export type DocumentSection = { title?: string } & ({ kind: 'text'; text: string } | { kind: 'rich'; doc: RichDoc } | { kind: 'images'; images: Blob[] });

/** A signature line; its image (a pad's PNG) when signed, its caption under the line. */
export interface DocumentSignature {
  label: string;
  /** Only documents signed on a pad have one; `null` is a line left to sign by hand. */
  image?: Blob | null;
  /** Shown after the label when a pad signature is expected but missing. */
  unsigned?: string;
}

/**
 * One printable document (issue 15: "one document kit, not three"): the
 * offer, the agreement, the warehouse's deposit slip and the installation
 * report are each made into this model, and the A4 print view and the PDF
 * both draw it. Every text is already translated and formatted (money with
 * domain/format.ts), so neither renderer knows the business.
 */
export interface PrintDocument {
  title: string;
  /** The company header block, line by line (name first). */
  company: string[];
  /** The company's logo (its settings, issue 16), drawn above the header block; none without one. */
  logo?: Blob | null;
  /** Label / value pairs under the header: client, project, dates. */
  facts: { label: string; value: string }[];
  table?: { columns: DocumentColumn[]; rows: string[][] };
  /** Rows under the table, label and amount; `strong` for the grand total. */
  totals?: { label: string; value: string; strong?: boolean }[];
  sections: DocumentSection[];
  signatures: DocumentSignature[];
  footer?: string;
  /** The PDF's file name, made safe with `safeFileName`. */
  fileName: string;
}

/** The document's header fields from the company's (companyHeader.ts): its lines and its logo. */
export const headerOf = (company: { lines: string[]; logo: Blob | null }): Pick<PrintDocument, 'company' | 'logo'> => ({ company: company.lines, logo: company.logo });

/** A file name without accents, spaces or path characters, ending in .pdf. */
export const safeFileName = (stem: string): string =>
  `${stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9#-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;

/** Every image the document holds (the print view needs a URL for each). */
export const imagesOf = (doc: PrintDocument): Blob[] => [
  ...(doc.logo ? [doc.logo] : []),
  ...doc.sections.flatMap((s) => (s.kind === 'images' ? s.images : [])),
  ...doc.signatures.flatMap((s) => (s.image ? [s.image] : [])),
];
