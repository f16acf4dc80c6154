import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { AREA_LINK_CLASS } from '../../ui/areaNav';

const ModuleToolsModal = lazy(() => import('./ModuleToolsModal').then((m) => ({ default: m.ModuleToolsModal })));

/** The later modules' one entry to spec 001 §1's modal (timer, calendar, archives), at the end of each of their navigations. */
export function ModuleToolsButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={AREA_LINK_CLASS}>
        {t`Kohematesi, kalendari, arkivat`}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ModuleToolsModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
