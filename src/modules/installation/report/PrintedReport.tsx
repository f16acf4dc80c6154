import { createPortal } from 'react-dom';
import type { InstallationReport } from './installationReport';
import type { ReportTexts } from './reportTexts';

/** An image of the report by its object URL (made and revoked by ReportActions). */
export interface ReportUrls {
  photos: string[];
  installerSignature: string | null;
  clientSignature: string | null;
}

/**
 * The installation report as the printer gets it: an A4 sheet (styles.css
 * `.print-sheet`, named page `sheet`) put beside the app, which hides
 * everything else while it prints. Not shown on screen.
 */
export function PrintedReport({ report, urls, texts }: { report: InstallationReport; urls: ReportUrls; texts: ReportTexts }) {
  const signature = (label: string, url: string | null) => (
    <figure className="flex flex-col gap-1">
      {url ? <img src={url} alt={label} className="h-[25mm] w-[50mm] border border-slate-400 object-contain" /> : <div className="h-[25mm] w-[50mm] border border-slate-400" />}
      <figcaption className="border-t border-slate-900 pt-1">{url ? label : `${label}: ${texts.unsigned}`}</figcaption>
    </figure>
  );
  return createPortal(
    <article className="print-sheet" aria-hidden="true" data-report="installation">
      <header className="mb-6 flex items-start justify-between">
        <h2 className="text-2xl font-bold">{texts.title}</h2>
        <p>{report.company}</p>
      </header>
      <dl className="mb-6 grid grid-cols-[10rem_1fr] gap-y-1">
        <dt className="font-semibold">{texts.client}</dt>
        <dd>{report.client}</dd>
        <dt className="font-semibold">{texts.project}</dt>
        <dd>{report.project}</dd>
        <dt className="font-semibold">{texts.start}</dt>
        <dd>{report.start || '—'}</dd>
        <dt className="font-semibold">{texts.end}</dt>
        <dd>{report.end || '—'}</dd>
        <dt className="font-semibold">{texts.conditional}</dt>
        <dd>{report.conditional ? texts.yes : texts.no}</dd>
        {report.equipment.length > 0 && (
          <>
            <dt className="font-semibold">{texts.equipment}</dt>
            <dd>{report.equipment.join(', ')}</dd>
          </>
        )}
      </dl>
      <table className="mb-6 w-full border-collapse">
        <thead>
          <tr>
            <th className="border border-slate-400 px-2 py-1 text-start">{texts.product}</th>
            <th className="border border-slate-400 px-2 py-1 text-end">{texts.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {report.products.map((p, i) => (
            <tr key={i}>
              <td className="border border-slate-400 px-2 py-1">{p.name}</td>
              <td className="border border-slate-400 px-2 py-1 text-end">{p.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.comment && (
        <section className="mb-6">
          <h3 className="font-semibold">{texts.comment}</h3>
          <p className="whitespace-pre-wrap">{report.comment}</p>
        </section>
      )}
      {urls.photos.length > 0 && (
        <section className="mb-6 break-inside-avoid-page">
          <h3 className="mb-2 font-semibold">{texts.photos}</h3>
          <div className="grid grid-cols-3 gap-2">
            {urls.photos.map((url, i) => (
              <img key={i} src={url} alt={`${texts.photos} ${i + 1}`} className="h-[45mm] w-full break-inside-avoid object-cover" />
            ))}
          </div>
        </section>
      )}
      <footer className="mt-10 grid grid-cols-2 gap-16 break-inside-avoid">
        {signature(texts.installerSignature, urls.installerSignature)}
        {signature(texts.clientSignature, urls.clientSignature)}
      </footer>
    </article>,
    document.body,
  );
}
