import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Button, useToast } from '../../../ui';
import { storedFileBlob } from '../../../app/files/storedFileBlob';
import type { StoredPhoto } from './readServiceForm';

type Loaded = { id: string; fileName: string; url: string };

/** Every image of the sheet decoded, so the printer gets them drawn (a failed one is left out rather than holding the print). */
async function decoded(sheet: HTMLElement): Promise<void> {
  await Promise.all([...sheet.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
}

/**
 * A print of the project's installation photos (spec 001 §2 "Service form":
 * "a print of the installation photos"): the photos come from the device's
 * copy when it holds them (the installer's prefetch), else from the server;
 * they are laid on an A4 sheet (styles.css `.print-sheet`) that is alone on
 * the paper while it prints. Says so when none can be had.
 */
export function InstallationPhotosPrint({ photos, title }: { photos: readonly StoredPhoto[]; title: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const [sheet, setSheet] = useState<Loaded[] | null>(null);
  const [busy, setBusy] = useState(false);

  const print = async () => {
    setBusy(true);
    const blobs = await Promise.all(photos.map((p) => storedFileBlob(p.id)));
    const loaded = photos.flatMap((p, i) => {
      const blob = blobs[i];
      return blob ? [{ ...p, url: URL.createObjectURL(blob) }] : [];
    });
    setBusy(false);
    if (loaded.length === 0) {
      toast.error(t`Fotot e instalimit nuk jane ne kete pajisje dhe nuk ka lidhje me serverin.`);
      return;
    }
    // The sheet must be in the page, its photos drawn, before the browser lays out the print.
    flushSync(() => setSheet(loaded));
    const element = document.querySelector<HTMLElement>('.print-sheet[data-installation-photos]');
    if (element) await decoded(element);
    window.print();
    setSheet(null);
    for (const l of loaded) URL.revokeObjectURL(l.url);
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void print()} busy={busy}>
        <Trans>Printo fotot e instalimit</Trans>
      </Button>
      <span className="text-slate-700">
        <Trans>{photos.length} foto</Trans>
      </span>
      {sheet &&
        createPortal(
          <article className="print-sheet" aria-hidden="true" data-installation-photos="">
            <h2 className="mb-4 text-2xl font-bold">{title}</h2>
            <div className="grid grid-cols-2 gap-4">
              {sheet.map((p) => (
                <figure key={p.id} className="break-inside-avoid">
                  <img src={p.url} alt="" className="h-auto max-h-[120mm] w-full object-contain" />
                  <figcaption className="text-sm">{p.fileName}</figcaption>
                </figure>
              ))}
            </div>
          </article>,
          document.body,
        )}
    </div>
  );
}
