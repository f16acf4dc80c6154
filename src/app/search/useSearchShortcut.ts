import { useEffect, useRef } from 'react';

/** Whether a key pressed here is typing: '/' there is a character, never the shortcut. */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || (target instanceof HTMLElement && target.isContentEditable);

/**
 * Ctrl-K (⌘-K on a Mac) from anywhere, or '/' outside a field, calls `onInvoke`
 * (the header's search takes the focus). The page's own use of the keys is
 * prevented: Chromium's Ctrl-K would otherwise focus its address bar.
 */
export function useSearchShortcut(onInvoke: () => void): void {
  const latest = useRef(onInvoke);
  useEffect(() => {
    latest.current = onInvoke;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.isComposing) return;
      const chord = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
      if (!chord && !slash) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
