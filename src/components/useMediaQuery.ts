// Whether a CSS media query matches, kept current as the window changes. Where the browser has no matchMedia (a test
// environment) it answers no: the layout for a wide screen.
import { useSyncExternalStore } from 'react';

const listOf = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => listOf(query)?.matches ?? false,
    () => false,
  );
}
