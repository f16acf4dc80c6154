import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FileLinkButton } from '../../../app/files/FileLinkButton';
import { Button, MapView } from '../../../ui';
import type { InstallationFormSources } from './readInstallationForm';

/**
 * What the installer needs to know of the job (spec 001 §2 "Installation"):
 * the project's title with a map toggle, the products with their quantities,
 * the equipment the transport brought, and the measure's and agreements'
 * documents — each opened from the device's copy without signal.
 */
export function ProjectSection({ sources }: { sources: InstallationFormSources }) {
  const { t } = useLingui();
  const [mapOpen, setMapOpen] = useState(false);
  const { location } = sources;
  const title = [sources.clientName, sources.projectName].filter(Boolean).join(' — ');
  return (
    <section aria-labelledby="installation-project" className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="installation-project" className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <Button variant="secondary" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)} disabled={!location}>
          {mapOpen ? t`Mbyll harten` : t`Hap harten`}
        </Button>
      </div>
      {mapOpen && location && (
        <MapView
          label={t`Harta e projektit`}
          markers={[{ id: sources.projectId, position: [location.lat, location.lng], label: title }]}
          zoom={10}
        />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="mb-1 font-semibold">{t`Produktet`}</h3>
          {sources.products.length === 0 ? (
            <p className="text-slate-700">{t`Nuk ka te dhena !`}</p>
          ) : (
            <table className="w-full text-left text-base">
              <caption className="sr-only">{t`Produktet`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Produkti`}</th>
                  <th scope="col" className="text-end">
                    {t`Sasia`}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sources.products.map((p) => (
                  <tr key={p.productId} className="border-t border-slate-200">
                    <td>{p.name}</td>
                    <td className="text-end">{p.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <div>
          <h3 className="mb-1 font-semibold">{t`Pajisjet`}</h3>
          {sources.equipment.length === 0 ? (
            <p className="text-slate-700">{t`Nuk ka te dhena !`}</p>
          ) : (
            <ul className="list-inside list-disc">
              {sources.equipment.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div>
        <h3 className="mb-1 font-semibold">{t`Dokumentet e matjes dhe marreveshjes`}</h3>
        {sources.documents.length === 0 ? (
          <p className="text-slate-700">{t`Nuk ka te dhena !`}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {sources.documents.map((d) => (
              <li key={d.id} data-document={d.kind}>
                <FileLinkButton fileId={d.id} name={`${d.kind === 'measure' ? t`Matja` : t`Marreveshja`}: ${d.name}`} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
