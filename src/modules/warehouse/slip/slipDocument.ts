import { headerOf, type PrintDocument } from '../../../app/documents/printDocument';
import { slipFileName, type DepositSlip, type SlipTexts } from './depositSlip';

/** The deposit slip as a printable document: facts, the product lines, the comment, and two lines to sign by hand. */
export const slipDocument = (slip: DepositSlip, texts: SlipTexts): PrintDocument => ({
  title: texts.title,
  ...headerOf(slip.company),
  facts: [
    { label: texts.client, value: slip.client },
    { label: texts.project, value: slip.project },
    { label: texts.label, value: slip.label },
    { label: texts.date, value: slip.date },
    ...(slip.transportUsers ? [{ label: texts.transport, value: slip.transportUsers }] : []),
    ...(slip.installationUsers ? [{ label: texts.installation, value: slip.installationUsers }] : []),
  ],
  table: {
    columns: [{ header: texts.product }, { header: texts.quantity, align: 'end' }],
    rows: slip.lines.map((l) => [l.name, `${l.quantity} ${l.unit}`.trim()]),
  },
  sections: slip.comment ? [{ kind: 'text', title: texts.comment, text: slip.comment }] : [],
  signatures: [{ label: texts.handedOver }, { label: texts.received }],
  fileName: slipFileName(slip),
});
