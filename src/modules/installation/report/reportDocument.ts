import { headerOf, type PrintDocument } from '../../../app/documents/printDocument';
import { reportFileName, type InstallationReport } from './installationReport';
import type { ReportTexts } from './reportTexts';

/** The installation report as a printable document: facts, products, comment, photos and both pad signatures. */
export const reportDocument = (report: InstallationReport, texts: ReportTexts): PrintDocument => ({
  title: texts.title,
  ...headerOf(report.company),
  facts: [
    { label: texts.client, value: report.client },
    { label: texts.project, value: report.project },
    { label: texts.start, value: report.start || '—' },
    { label: texts.end, value: report.end || '—' },
    { label: texts.conditional, value: report.conditional ? texts.yes : texts.no },
    ...(report.equipment.length > 0 ? [{ label: texts.equipment, value: report.equipment.join(', ') }] : []),
  ],
  table: {
    columns: [{ header: texts.product }, { header: texts.quantity, align: 'end' }],
    rows: report.products.map((p) => [p.name, String(p.quantity)]),
  },
  sections: [
    ...(report.comment ? [{ kind: 'text' as const, title: texts.comment, text: report.comment }] : []),
    ...(report.photos.length > 0 ? [{ kind: 'images' as const, title: texts.photos, images: report.photos }] : []),
  ],
  signatures: [
    { label: texts.installerSignature, image: report.installerSignature, unsigned: texts.unsigned },
    { label: texts.clientSignature, image: report.clientSignature, unsigned: texts.unsigned },
  ],
  fileName: reportFileName(report),
});
