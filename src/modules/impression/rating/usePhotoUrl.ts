import { useEffect, useState } from 'react';

/** Where a gallery photo stands: being read, not reachable (no copy here and no signal, or refused), or shown from an object URL. */
export type PhotoState = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; url: string };

/** Reads a photo's bytes (the caller's `load`) into an object URL, released when the photo changes or the screen goes. */
export function usePhotoUrl(id: string | null, load: (id: string) => Promise<Blob | null>): PhotoState {
  const [shown, setShown] = useState<{ id: string; photo: PhotoState } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let url: string | null = null;
    let live = true;
    void load(id)
      .catch(() => null)
      .then((blob) => {
        if (!live) return;
        if (!blob) return setShown({ id, photo: { state: 'missing' } });
        url = URL.createObjectURL(blob);
        setShown({ id, photo: { state: 'ready', url } });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, load]);
  // A photo read for another id is never shown under this one.
  return shown && shown.id === id ? shown.photo : { state: 'loading' };
}
