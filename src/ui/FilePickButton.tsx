import { useId, type ReactNode } from 'react';

export interface FilePickButtonProps {
  /** The button's visible text, which also names the file input. */
  children: ReactNode;
  accept: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  /** 'environment' opens the back camera on phones and tablets. */
  capture?: 'user' | 'environment';
  disabled?: boolean;
  /** The id of the field's own label, read before the button text ("Offer PDF, Choose file"). */
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
}

/**
 * A native file input drawn as a 44 px button: the input stays in the page
 * (visually hidden, not display:none) so it keeps keyboard focus, its label and
 * form semantics; the visible label opens the picker.
 */
export function FilePickButton({ children, accept, onFiles, multiple = false, capture, disabled = false, labelledBy, describedBy, invalid, required }: FilePickButtonProps) {
  const id = useId();
  return (
    <span className="inline-flex">
      <input
        id={id}
        type="file"
        className="peer sr-only"
        accept={accept}
        multiple={multiple}
        capture={capture}
        disabled={disabled}
        required={required}
        aria-labelledby={labelledBy ? `${labelledBy} ${id}-text` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          // Cleared so picking the same file again still reports a change.
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label
        id={`${id}-text`}
        htmlFor={id}
        className={[
          'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-2 border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50',
          'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
        ].join(' ')}
      >
        {children}
      </label>
    </span>
  );
}
