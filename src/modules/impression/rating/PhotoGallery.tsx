import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type PointerEvent } from 'react';
import { Spinner } from '../../../ui';
import { usePhotoUrl } from './usePhotoUrl';

export interface GalleryPhoto {
  id: string;
  name: string;
}

export interface PhotoGalleryProps {
  photos: readonly GalleryPhoto[];
  /** The photo's bytes: from the device or the server for staff, through the link for the client. Null: not reachable. A module-level or memoised function. */
  load: (id: string) => Promise<Blob | null>;
}

/** A horizontal move this long (px) on the photo turns the page; shorter ones are taps. */
const SWIPE_PX = 40;

/**
 * The installation's photos, one at a time (spec 001 §2 "a gallery of
 * installation photos with arrows"): arrow buttons, a swipe on the photo, and
 * the position announced. The same piece serves the staff form and the
 * client's page; only where the bytes come from differs.
 */
export function PhotoGallery({ photos, load }: PhotoGalleryProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = photos.length;
  const at = count === 0 ? 0 : Math.min(index, count - 1);
  const current = photos[at] ?? null;
  const photo = usePhotoUrl(current?.id ?? null, load);

  if (count === 0) {
    return (
      <section aria-label={t`Fotot e instalimit`} className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-700">
        <p>{t`Ky projekt nuk ka foto te instalimit.`}</p>
      </section>
    );
  }

  const go = (step: number) => setIndex((at + step + count) % count);
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  const position = t`Foto ${at + 1} nga ${count}`;
  return (
    <section aria-label={t`Fotot e instalimit`} aria-roledescription={t`galeri`} className="flex flex-col gap-2">
      <figure
        className="relative m-0 flex aspect-[4/3] w-full touch-pan-y select-none items-center justify-center overflow-hidden rounded-lg bg-slate-100"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        {photo.state === 'loading' && <Spinner size="lg" label={t`Fotoja po ngarkohet`} />}
        {photo.state === 'missing' && <p className="p-4 text-center text-slate-700">{t`Fotoja nuk mund te hapet tani (pa internet ose e pakapshme).`}</p>}
        {photo.state === 'ready' && <img src={photo.url} alt={position} draggable={false} className="size-full object-contain" />}
        <figcaption className="sr-only">{current?.name}</figcaption>
      </figure>
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={() => go(-1)} disabled={count < 2} aria-label={t`Foto e meparshme`} className={ARROW_CLASS}>
          <span aria-hidden="true">‹</span>
        </button>
        <p aria-live="polite" className="text-slate-700">
          {position}
        </p>
        <button type="button" onClick={() => go(1)} disabled={count < 2} aria-label={t`Foto tjeter`} className={ARROW_CLASS}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}

const ARROW_CLASS =
  'inline-flex size-12 items-center justify-center rounded-full border-2 border-brand-600 bg-white text-3xl leading-none text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';
