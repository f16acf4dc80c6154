import type { DocumentSection, PrintDocument } from './printDocument';
import { RichTextView } from './RichTextView';

const CELL = 'border border-slate-400 px-2 py-1';
const align = (a: 'start' | 'end' | undefined) => (a === 'end' ? 'text-end' : 'text-start');

function Section({ section, urls }: { section: DocumentSection; urls: ReadonlyMap<Blob, string> }) {
  return (
    <section className="mb-6 break-inside-avoid-page">
      {section.title && <h3 className="mb-1 font-semibold">{section.title}</h3>}
      {section.kind === 'text' && <p className="whitespace-pre-wrap">{section.text}</p>}
      {section.kind === 'rich' && <RichTextView doc={section.doc} />}
      {section.kind === 'images' && (
        <div className="grid grid-cols-3 gap-2">
          {section.images.map((image, i) => (
            <img key={i} src={urls.get(image)} alt={`${section.title ?? ''} ${i + 1}`.trim()} className="h-[45mm] w-full break-inside-avoid object-cover" />
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The document as an A4 sheet, drawn from the same model as its PDF.
 * Images are shown by the object URLs the caller made (and revokes).
 */
export function DocumentSheet({ document: d, urls }: { document: PrintDocument; urls: ReadonlyMap<Blob, string> }) {
  const padded = d.signatures.some((s) => s.image !== undefined);
  return (
    <>
      <header className="mb-6 flex items-start justify-between gap-6">
        <h2 className="text-2xl font-bold">{d.title}</h2>
        <address className="flex flex-col items-end text-end not-italic">
          {d.logo && <img src={urls.get(d.logo)} alt={d.company[0] ?? ''} className="mb-2 max-h-[20mm] max-w-[50mm] object-contain" />}
          {d.company.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </address>
      </header>
      {d.facts.length > 0 && (
        <dl className="mb-6 grid grid-cols-[10rem_1fr] gap-y-1">
          {d.facts.map((f, i) => (
            <div key={i} className="contents">
              <dt className="font-semibold">{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {d.table && (
        <table className="mb-2 w-full border-collapse">
          <thead>
            <tr>
              {d.table.columns.map((c, i) => (
                <th key={i} className={`${CELL} ${align(c.align)}`}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, i) => (
                  <td key={i} className={`${CELL} ${align(d.table!.columns[i]?.align)}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {d.totals && d.totals.length > 0 && (
        <dl className="mb-6 ms-auto grid w-1/2 grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {d.totals.map((t, i) => (
            <div key={i} className={`contents ${t.strong ? 'font-bold' : ''}`}>
              <dt>{t.label}</dt>
              <dd className="text-end">{t.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="mt-6">
        {d.sections.map((s, i) => (
          <Section key={i} section={s} urls={urls} />
        ))}
      </div>
      {d.signatures.length > 0 && (
        <footer className={`${padded ? 'mt-10' : 'mt-24'} grid break-inside-avoid gap-16`} style={{ gridTemplateColumns: `repeat(${d.signatures.length}, minmax(0, 1fr))` }}>
          {d.signatures.map((s, i) => {
            const url = s.image ? urls.get(s.image) : undefined;
            return (
              <figure key={i} className="flex flex-col gap-1">
                {padded && (url ? <img src={url} alt={s.label} className="h-[25mm] w-[50mm] border border-slate-400 object-contain" /> : <div className="h-[25mm] w-[50mm] border border-slate-400" />)}
                <figcaption className="border-t border-slate-900 pt-1">{s.image === null && s.unsigned ? `${s.label}: ${s.unsigned}` : s.label}</figcaption>
              </figure>
            );
          })}
        </footer>
      )}
      {d.footer && <p className="mt-8 text-center text-xs">{d.footer}</p>}
    </>
  );
}
