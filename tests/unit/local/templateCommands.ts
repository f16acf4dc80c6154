import { TEMPLATE_ENDPOINTS } from '../../../domain/admin/endpoints.js';
import { callOf } from '../../../src/local/call.js';
import type { Command } from '../../../src/local/types.js';
import { pdfBytes } from '../../fixtures/files.js';

const now = () => new Date().toISOString();

/** The measurement-template form's save: POST admin/measurement-templates, multipart with the id and name as fields and the PDF as `template` (an entry with files, O10). */
export function createTemplate(id: string, nameOfFile: string, file: Blob, fileName = 'skica.pdf'): Command {
  return {
    label: `template ${nameOfFile}`,
    ...callOf(TEMPLATE_ENDPOINTS.admin.create, {}, { id, nameOfFile }),
    files: [{ field: 'template', blob: file, name: fileName }],
    entity: 'measurementTemplates',
    entityId: id,
    apply: async (db) => {
      await db.measurementTemplates.put({ id, nameOfFile, fileId: null, template: null, createdAt: now(), updatedAt: now() });
    },
  };
}

export const pdfBlob = (note: string) => new Blob([new Uint8Array(pdfBytes(note))], { type: 'application/pdf' });
