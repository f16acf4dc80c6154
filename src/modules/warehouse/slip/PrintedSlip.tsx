import { createPortal } from 'react-dom';
import type { DepositSlip, SlipTexts } from './depositSlip';

/**
 * The deposit slip as the printer gets it: an A4 sheet (styles.css
 * `.print-sheet`, named page `sheet`) put beside the app, which hides
 * everything else while it prints. Not shown on screen.
 */
export function PrintedSlip({ slip, texts }: { slip: DepositSlip; texts: SlipTexts }) {
  return createPortal(
    <article className="print-sheet" aria-hidden="true">
      <header className="mb-6 flex items-start justify-between">
        <h2 className="text-2xl font-bold">{texts.title}</h2>
        <p>{slip.company}</p>
      </header>
      <dl className="mb-6 grid grid-cols-[10rem_1fr] gap-y-1">
        <dt className="font-semibold">{texts.client}</dt>
        <dd>{slip.client}</dd>
        <dt className="font-semibold">{texts.project}</dt>
        <dd>{slip.project}</dd>
        <dt className="font-semibold">{texts.label}</dt>
        <dd>{slip.label}</dd>
        <dt className="font-semibold">{texts.date}</dt>
        <dd>{slip.date}</dd>
        {slip.transportUsers && (
          <>
            <dt className="font-semibold">{texts.transport}</dt>
            <dd>{slip.transportUsers}</dd>
          </>
        )}
        {slip.installationUsers && (
          <>
            <dt className="font-semibold">{texts.installation}</dt>
            <dd>{slip.installationUsers}</dd>
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
          {slip.lines.map((l, i) => (
            <tr key={i}>
              <td className="border border-slate-400 px-2 py-1">{l.name}</td>
              <td className="border border-slate-400 px-2 py-1 text-end">{`${l.quantity} ${l.unit}`.trim()}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {slip.comment && (
        <section className="mb-6">
          <h3 className="font-semibold">{texts.comment}</h3>
          <p className="whitespace-pre-wrap">{slip.comment}</p>
        </section>
      )}
      <footer className="mt-24 grid grid-cols-2 gap-16">
        <p className="border-t border-slate-900 pt-1">{texts.handedOver}</p>
        <p className="border-t border-slate-900 pt-1">{texts.received}</p>
      </footer>
    </article>,
    document.body,
  );
}
