import { useLingui } from '@lingui/react/macro';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { Button } from '../../../ui';
import { pagedFirst, slideWindow } from './slider';
import { useSlidesPerView } from './useSlidesPerView';

interface SliderProps<T> {
  /** What the slides are, for the region's name. Already translated. */
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  renderSlide: (item: T) => ReactNode;
}

/**
 * Slides side by side, as many as fit (1, 2 or 4), paged a window at a time
 * with two buttons that go round at the ends (so neither ever disables under
 * the keyboard's focus); the shown range is announced. A CSS grid and a
 * number: no carousel library (WAI-ARIA APG carousel, without rotation).
 * Remount it (a `key`) to start again from the first slide.
 */
export function Slider<T>({ label, items, keyOf, renderSlide }: SliderProps<T>) {
  const { t } = useLingui();
  const perView = useSlidesPerView();
  const [first, setFirst] = useState(0);
  const listId = useId();
  const shown = slideWindow(first, items.length, perView);
  const page = (step: 1 | -1) => setFirst(pagedFirst(shown, step, perView));
  const range = shown.end - shown.start > 1 ? `${shown.start + 1}–${shown.end}` : `${shown.start + 1}`;
  return (
    <section aria-roledescription={t`karusel`} aria-label={label}>
      <div className="mb-3 flex items-center justify-between gap-2">
        {shown.pages > 1 && (
          <Button variant="secondary" aria-controls={listId} onClick={() => page(-1)}>
            <span aria-hidden="true">‹</span> {t`Prapa`}
          </Button>
        )}
        <p aria-live="polite" className="grow text-center text-slate-700">{t`${range} nga ${items.length}`}</p>
        {shown.pages > 1 && (
          <Button variant="secondary" aria-controls={listId} onClick={() => page(1)}>
            {t`Perpara`} <span aria-hidden="true">›</span>
          </Button>
        )}
      </div>
      <div id={listId} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.slice(shown.start, shown.end).map((item) => (
          <Fragment key={keyOf(item)}>{renderSlide(item)}</Fragment>
        ))}
      </div>
    </section>
  );
}
