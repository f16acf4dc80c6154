import { auditLines } from './auditRows';

/** An audit's values in a table cell: one "key: value" line each, long values wrapping. */
export function AuditValues({ values, skipEmpty }: { values: unknown; skipEmpty: boolean }) {
  const lines = auditLines(values, skipEmpty);
  if (lines.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="max-w-xs min-w-56 text-sm">
      {lines.map((line, index) => (
        <li key={`${line.key}-${index}`} className="[overflow-wrap:anywhere]">
          {line.key && <span className="font-semibold">{line.key}: </span>}
          {line.value}
        </li>
      ))}
    </ul>
  );
}
