import { newId } from '../../domain/ids.js';
import { LOGO_UPLOAD } from '../../domain/settings/companySettings.js';
import type { Db } from '../db/connect.js';
import type { SeededCompany } from './demo.js';
import { demoPhoto } from './demoFile.js';
import { insertMany } from './insertMany.js';
import type { SeedFiles } from './seedFiles.js';

/**
 * A seeded company's settings (issue 16): what its documents' header shows,
 * with a logo (a small square of the brand's colour) when `withLogo`. The
 * standard texts stay the spec's ('[]'), the tile server the build's ('').
 */
export async function seedCompanySettings(db: Db, files: SeedFiles, company: SeededCompany, name: string, withLogo: boolean): Promise<void> {
  const now = new Date().toISOString();
  const id = newId();
  const logo = withLogo
    ? { ...demoPhoto(files, { ownerType: 'companySettings', ownerId: id, kind: LOGO_UPLOAD.field, title: 'logo', createdBy: company.users.admin ?? null, createdAt: now }, [31, 78, 95]), id: newId(), companyId: company.id, createdAt: now, updatedAt: now }
    : null;
  if (logo) await insertMany(db, 'files', [logo]);
  await insertMany(db, 'companySettings', [
    {
      id,
      companyId: company.id,
      companyName: name,
      address: 'Rruga e Zejtareve 12\n10000 Prishtine, Kosove',
      phone: '+383 44 123 456',
      email: `info@${company.code}.zanati.local`,
      taxNumber: '811234567',
      businessNumber: '810987654',
      bankName: 'Banka Demo',
      bankAccount: 'XK05 1212 0123 4567 8906',
      logoFileId: logo?.id ?? null,
      offerTexts: '[]',
      tileUrl: '',
      createdAt: now,
      updatedAt: now,
    },
  ]);
}
