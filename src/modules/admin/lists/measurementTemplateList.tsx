import { MSG } from '../../../../domain/messages.js';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TEMPLATE_ENDPOINTS } from '../../../../domain/admin/endpoints.js';
import { TEMPLATE_UPLOAD } from '../../../../domain/files.js';
import { parseWith } from '../../../../domain/validation.js';
import type { Row } from '../../../local';
import { FileInput, TextField } from '../../../ui';
import type { AdminListDef, FieldsProps } from './adminListDef';
import { textOf } from '../../../../domain/kit/rows.js';

export interface TemplateDraft {
  nameOfFile: string;
  /** A new PDF; on edit, none keeps the current one. */
  file: File | null;
}

const nameOf = (row: Row) => textOf(row, 'nameOfFile');
const fileNameOf = (row: Row): string | null => {
  const template = row.template as { fileName?: unknown } | null | undefined;
  return typeof template?.fileName === 'string' ? template.fileName : null;
};

function TemplateFields({ draft, onChange, errors }: FieldsProps<TemplateDraft>) {
  const { i18n } = useLingui();
  return (
    <>
      <TextField
        label={i18n._(msg`Emri i shabllonit`)}
        hint={<Trans>Pa emer merret emri i file-it.</Trans>}
        value={draft.nameOfFile}
        onChange={(nameOfFile) => onChange({ ...draft, nameOfFile })}
        error={errors.nameOfFile}
        autoComplete="off"
      />
      <FileInput label={<Trans>Shablloni (PDF)</Trans>} accept={TEMPLATE_UPLOAD.accept} value={draft.file} onChange={(file) => onChange({ ...draft, file })} error={errors.template} />
    </>
  );
}

/**
 * Measure sketch templates (spec 001 §5): a PDF, sent as the multipart field
 * `template` with the outbox entry, so a template chosen offline goes up later.
 */
export const measurementTemplatesList: AdminListDef<TemplateDraft> = {
  entity: 'measurementTemplates',
  calls: TEMPLATE_ENDPOINTS.measure,
  // The stored PDF and its link come with the server's row once the upload is through.
  completeNewRow: (row) => ({ nameOfFile: '', ...row, fileId: null, template: null }),
  selectedInfo: msg`Shablloni u selektua`,
  messages: { saved: MSG.saved, edited: MSG.edited, deleted: MSG.deleted },
  emptyDraft: () => ({ nameOfFile: '', file: null }),
  draftOf: (row) => ({ nameOfFile: nameOf(row), file: null }),
  validate(draft, _rows, { creating }) {
    const parsed = parseWith(TEMPLATE_ENDPOINTS.measure.create.body, { nameOfFile: draft.nameOfFile });
    if (!parsed.ok) return { ok: false, errors: parsed.errors };
    if (creating && !draft.file) return { ok: false, errors: { [TEMPLATE_UPLOAD.field]: TEMPLATE_UPLOAD.missing } };
    const name = parsed.value.nameOfFile ?? draft.file?.name.replace(/\.pdf$/i, '') ?? '';
    return {
      ok: true,
      value: {
        body: parsed.value.nameOfFile ? { nameOfFile: parsed.value.nameOfFile } : {},
        row: { nameOfFile: name },
        ...(draft.file ? { files: [{ field: TEMPLATE_UPLOAD.field, blob: draft.file, name: draft.file.name }] } : {}),
      },
    };
  },
  nameOf,
  columns: (i18n) => [
    { id: 'name', header: i18n._(msg`Emri`), value: nameOf },
    { id: 'file', header: i18n._(msg`File-i`), value: fileNameOf, hideOnMobile: true },
  ],
  Fields: TemplateFields,
};
