import { describe, expect, it } from 'vitest';
import { reportFileName, type InstallationReport } from '../../../src/modules/installation/report/installationReport';
import { documentPdf } from '../../../src/app/documents/documentPdf';
import { reportDocument } from '../../../src/modules/installation/report/reportDocument';
import type { ReportTexts } from '../../../src/modules/installation/report/reportTexts';

// A 1 × 1 PNG (a signature from the pad) and a 1 × 1 JPEG (a re-encoded photo).
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
const blob = (base64: string, type: string) => new Blob([Buffer.from(base64, 'base64')], { type });

const texts = Object.fromEntries(
  ['title', 'company', 'client', 'project', 'start', 'end', 'conditional', 'yes', 'no', 'product', 'quantity', 'equipment', 'comment', 'photos', 'installerSignature', 'clientSignature', 'unsigned'].map((k) => [k, k]),
) as ReportTexts;

const report = (over: Partial<InstallationReport> = {}): InstallationReport => ({
  company: { lines: ['demo'], logo: null },
  project: 'Kuzhina',
  client: 'Arta Krasniqi',
  products: [{ name: 'Dollap', quantity: 2 }],
  equipment: ['Shkalle'],
  start: '2026-03-02 10:00:00',
  end: '2026-03-02 12:30:00',
  comment: 'Mire',
  conditional: false,
  photos: [],
  installerSignature: null,
  clientSignature: null,
  ...over,
});

describe('the installation report', () => {
  it('is a real PDF with the photos and both signatures in it', async () => {
    const pdf = await documentPdf(reportDocument(report({ photos: [blob(JPEG, 'image/jpeg'), blob(JPEG, 'image/jpeg'), blob(JPEG, 'image/jpeg'), blob(JPEG, 'image/jpeg')], installerSignature: blob(PNG, 'image/png'), clientSignature: blob(PNG, 'image/png') }), texts));
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const body = bytes.toString('latin1');
    // The photos go in as JPEG (DCT), the signatures as PNG; jsPDF keeps one copy of equal images and draws it where placed: 4 photos + 2 signatures.
    expect(body).toContain('/DCTDecode');
    expect(body.match(/\/I\d+ Do/g)).toHaveLength(6);
  });

  it('says a missing signature is missing', async () => {
    const pdf = await documentPdf(reportDocument(report(), texts));
    const body = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(body.startsWith('%PDF-')).toBe(true);
    expect(body).toContain('(installerSignature: unsigned)');
    expect(body).toContain('(clientSignature: unsigned)');
  });

  it('names its PDF after the project and the day, safe for any file system', () => {
    expect(reportFileName({ project: 'Kuzhinë / Dhoma', start: '2026-03-02 10:00:00' })).toBe('instalimi-Kuzhine-Dhoma-2026-03-02.pdf');
  });
});
