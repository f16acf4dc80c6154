import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

let printing = false;

function subscribe(onChange: () => void): () => void {
  // The browser lays out the print right after `beforeprint` returns, so the
  // re-render (e.g. drawing every row of a virtualised table) must happen inside it.
  const before = () => {
    printing = true;
    flushSync(onChange);
  };
  const after = () => {
    printing = false;
    onChange();
  };
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  return () => {
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
  };
}

/** True while the page is being printed. */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, () => printing, () => false);
}
