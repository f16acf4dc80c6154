// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { depositSlip, slipFileName, type SlipTexts } from '../../../src/modules/warehouse/slip/depositSlip';
import { slipDocument } from '../../../src/modules/warehouse/slip/slipDocument';
import { documentPdf } from '../../../src/app/documents/documentPdf';
import { recordRead } from '../../../src/modules/warehouse/recordReads';
import { IDS, record, sources } from './warehouseSourcesFixture';

describe('the deposit slip', () => {
  const src = sources();
  const read = recordRead(
    record('r1', {
      label: 'Kuzhina #1',
      comment: 'Ne raftin A',
      createdAt: '2026-02-10T09:00:00.000Z',
      products: [{ productId: IDS.doneA, quantity: 2 }],
      transportUserIds: [IDS.driver],
      installationUserIds: [IDS.installer],
      withoutInstallation: 1,
    }),
    src,
    false,
  );

  it('shows company, client, project, label, date, lines with units, comment and the carriers', () => {
    expect(depositSlip(read, { lines: ['demo'], logo: null }, () => 'm')).toEqual({
      company: { lines: ['demo'], logo: null },
      client: 'Arta Krasniqi',
      project: 'Kuzhina',
      label: 'Kuzhina #1',
      date: '10-02-2026',
      lines: [{ name: `Artikull ${IDS.doneA}`, quantity: 2, unit: 'm' }],
      comment: 'Ne raftin A',
      transportUsers: 'Fatmir Shala',
      // Without installation: nobody installs it.
      installationUsers: '',
    });
  });

  it('names its PDF after the label and the date, safe for any file system', () => {
    expect(slipFileName({ label: 'Kuzhinë / Dhoma #2', date: '10-02-2026' })).toBe('deponimi-Kuzhine-Dhoma-#2-10-02-2026.pdf');
  });

  it('is made as a real A4 PDF with its texts', async () => {
    const texts = Object.fromEntries(['title', 'company', 'client', 'project', 'label', 'date', 'product', 'quantity', 'comment', 'transport', 'installation', 'handedOver', 'received'].map((k) => [k, `T:${k}`])) as unknown as SlipTexts;
    const blob = await documentPdf(slipDocument(depositSlip(read, { lines: ['demo'], logo: null }, () => 'm'), texts));
    const bytes = new TextDecoder('latin1').decode(new Uint8Array(await blob.arrayBuffer()));
    expect(bytes.startsWith('%PDF-')).toBe(true);
    // A4 in points: 595.28 × 841.89.
    expect(bytes).toMatch(/MediaBox \[0 0 595\.2\d+ 841\.8\d+\]/);
    expect(bytes).toContain('(T:title)');
    expect(bytes).toContain('(Kuzhina #1)');
  });
});
