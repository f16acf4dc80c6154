import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { accepts, type Accept } from '../../domain/files.js';
import { FieldMessages } from './FieldMessages';
import { describedBy, useFieldIds } from './fieldIds';
import { labelClass } from './fieldStyles';
import { FilePickButton } from './FilePickButton';
import { FILE_REFUSALS, FILE_TOO_LARGE, MAX_UPLOAD_BYTES, PICKER_ACCEPT } from './fileRefusals';
import { formatFileSize } from './formatFileSize';
import { sniffFile } from './sniffMime';
import { RequiredMark } from './RequiredMark';

interface FileInputBaseProps {
  label: ReactNode;
  /** What the field takes, judged by the file's bytes (domain/files.ts). */
  accept: Accept;
  hint?: ReactNode;
  /** Already translated; a refusal of a picked file is shown instead while it stands. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

export interface SingleFileInputProps extends FileInputBaseProps {
  multiple?: false;
  value: File | null;
  onChange: (file: File | null) => void;
}

export interface MultiFileInputProps extends FileInputBaseProps {
  multiple: true;
  value: File[];
  onChange: (files: File[]) => void;
}

export type FileInputProps = SingleFileInputProps | MultiFileInputProps;

/**
 * Picks PDFs and/or images and keeps the File (for the outbox). The type is judged
 * by the content's first bytes — JPEG, PNG, WebP, PDF — not the name, so a PNG
 * renamed .pdf is refused with the server's message before it is ever queued.
 */
export function FileInput(props: FileInputProps) {
  const { label, accept, hint, error, required = false, disabled = false } = props;
  const { t, i18n } = useLingui();
  const ids = useFieldIds(props.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const files = props.multiple ? props.value : props.value ? [props.value] : [];
  const shownError = refusal ?? error;

  const pick = async (picked: File[]) => {
    setChecking(true);
    const mimes = await Promise.all(picked.map(sniffFile));
    setChecking(false);
    const tooLarge = picked.some((f) => f.size > MAX_UPLOAD_BYTES);
    const kept = picked.filter((f, i) => {
      const mime = mimes[i];
      return f.size <= MAX_UPLOAD_BYTES && mime !== null && mime !== undefined && accepts(accept, mime);
    });
    setRefusal(kept.length === picked.length ? null : i18n._(tooLarge ? FILE_TOO_LARGE : FILE_REFUSALS[accept]));
    if (kept.length === 0) return;
    if (props.multiple) props.onChange([...props.value, ...kept]);
    else props.onChange(kept[0] ?? null);
  };

  const remove = (file: File) => {
    setRefusal(null);
    if (props.multiple) props.onChange(props.value.filter((f) => f !== file));
    else props.onChange(null);
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={ids.labelId} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </legend>
      {files.length > 0 && (
        <ul className="flex flex-col gap-1">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2 rounded-md bg-slate-100 ps-3">
              <span className="min-w-0 truncate">
                {file.name} <span className="text-sm text-slate-600">({formatFileSize(file.size)})</span>
              </span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(file)}
                aria-label={t`Hiq ${file.name}`}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-xl hover:bg-slate-200"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <FilePickButton
          accept={PICKER_ACCEPT[accept]}
          multiple={props.multiple}
          disabled={disabled || checking}
          required={required && files.length === 0}
          invalid={Boolean(shownError)}
          labelledBy={ids.labelId}
          describedBy={describedBy(ids, hint, shownError)}
          onFiles={(picked) => void pick(picked)}
        >
          {files.length > 0 && !props.multiple ? t`Ndrysho file-in` : t`Zgjidh file-in`}
        </FilePickButton>
        {checking && <span className="text-slate-700">{t`Duke kontrolluar...`}</span>}
      </div>
      <FieldMessages ids={ids} hint={hint} error={shownError} announce={refusal !== null} />
    </fieldset>
  );
}
