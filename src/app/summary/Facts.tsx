import type { ReactNode } from 'react';
import { FileLinkButton } from '../files/FileLinkButton';

/** A label and what it says; an empty value is left out. */
export type Fact = readonly [label: string, value: ReactNode];

const isShown = (value: ReactNode): boolean => value !== null && value !== undefined && value !== '' && value !== false;

/** A titled block of facts (a definition list), as the panel draws each record. */
export function Facts({ title, facts, children, record }: { title: string; facts: readonly Fact[]; children?: ReactNode; record: string }) {
  const shown = facts.filter(([, value]) => isShown(value));
  return (
    <section data-summary={record} aria-label={title} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      {shown.length > 0 && (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {shown.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  );
}

/** The files of a record, each a button that opens it (offline from the device's copy, as StoredFiles does). */
export function FileLinks({ files }: { files: readonly { id: string; name: string }[] }) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {files.map((f) => (
        <li key={f.id}>
          <FileLinkButton fileId={f.id} name={f.name} />
        </li>
      ))}
    </ul>
  );
}
