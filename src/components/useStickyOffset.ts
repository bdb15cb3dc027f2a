// A part that stays on screen while the page scrolls (position: sticky or fixed at the top) covers what scrolls under
// it. WCAG 2.4.11 (Focus Not Obscured): a focused element must not end up hidden there. The part's height is kept in
// the --sticky-top custom property on <html>, which GlobalStyle turns into scroll-padding-top, so the browser scrolls
// every focused element (and every #anchor) to just below it. While the part is not stuck (a media query leaves it in
// the flow on a narrow screen) it counts for nothing.
import { useLayoutEffect, type RefObject } from 'react';

export const STICKY_TOP_PROPERTY = '--sticky-top';

/** The height of every part registered now, for the property (several may mount at once, each adds its own). */
const heights = new Map<HTMLElement, number>();

function publish(): void {
  const total = [...heights.values()].reduce((sum, h) => sum + h, 0);
  if (total > 0) document.documentElement.style.setProperty(STICKY_TOP_PROPERTY, `${Math.ceil(total)}px`);
  else document.documentElement.style.removeProperty(STICKY_TOP_PROPERTY);
}

function measure(element: HTMLElement): void {
  const { position } = getComputedStyle(element);
  heights.set(element, position === 'sticky' || position === 'fixed' ? element.getBoundingClientRect().height : 0);
  publish();
}

/** Keeps the element's height in --sticky-top while it is mounted and stuck to the top. */
export function useStickyOffset(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    // No layout to measure where there is no ResizeObserver (jsdom): nothing scrolls there either.
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => measure(element));
    observer.observe(element);
    // A media query that unsticks the part changes its position without changing its size.
    const onResize = () => measure(element);
    window.addEventListener('resize', onResize);
    measure(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
      heights.delete(element);
      publish();
    };
  }, [ref]);
}
