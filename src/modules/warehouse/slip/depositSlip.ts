import { formatDate } from '../../../../domain/format.js';
import type { CompanyHeader } from '../../../app/documents/companyHeader';
import { safeFileName } from '../../../app/documents/printDocument';
import type { UserOption } from '../../../../domain/warehouse/assignees.js';
import type { WarehouseRecordRead } from '../../../../domain/warehouse/reads.js';

/** One product line of the slip. */
export interface SlipLine {
  name: string;
  quantity: number;
  unit: string;
}

/**
 * What a deposit slip shows (spec 001 §2 "a print of the deposit"): who
 * deposits, for whom, which record, when, the products with their
 * quantities, the comment and who carries and installs it. slipDocument lays
 * it out for the print view and the PDF (src/app/documents).
 */
export interface DepositSlip {
  /** The company's header (its settings). */
  company: CompanyHeader;
  client: string;
  project: string;
  label: string;
  /** DD-MM-YYYY (spec 001 §9). */
  date: string;
  lines: SlipLine[];
  comment: string;
  transportUsers: string;
  installationUsers: string;
}

const names = (users: readonly UserOption[]): string =>
  users
    .map((u) => `${u.firstname} ${u.lastname}`.trim() || u.username)
    .filter(Boolean)
    .join(', ');

export function depositSlip(record: WarehouseRecordRead, company: CompanyHeader, unitOf: (productId: string) => string): DepositSlip {
  return {
    company,
    client: record.client.name,
    project: record.project.name,
    label: record.label,
    date: formatDate(record.createdAt),
    lines: record.productWarehouseRecord.map((p) => ({ name: p.type ? `${p.productName} (${p.type})` : p.productName, quantity: p.quantityForTransport, unit: unitOf(p.productId) })),
    comment: record.comment ?? '',
    transportUsers: record.withoutTransport === 1 ? '' : names(record.transportUser),
    installationUsers: record.withoutInstallation === 1 ? '' : names(record.installationUsers),
  };
}

/** The PDF's file name: the label and the date, made safe for a file system. */
export const slipFileName = (slip: Pick<DepositSlip, 'label' | 'date'>): string => safeFileName(`deponimi-${slip.label}-${slip.date}`);

/** The slip's words, translated by the screen (the PDF is drawn outside React). */
export interface SlipTexts {
  title: string;
  company: string;
  client: string;
  project: string;
  label: string;
  date: string;
  product: string;
  quantity: string;
  comment: string;
  transport: string;
  installation: string;
  handedOver: string;
  received: string;
}
