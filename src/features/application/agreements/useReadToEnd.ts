// Whether the reader has reached the end of a scrolling text: a marker after its last line is watched inside the
// scrolling box (IntersectionObserver); where that is missing, the scroll position says it. A text short enough to
// show whole counts as read at once. Once reached it stays reached, and `onReached` is told once.
import { useEffect, useRef, useState, type RefObject } from 'react';

/** Pixels short of the bottom still counted as the end (sub-pixel rounding, zoom). */
const SLACK = 4;

export function useReadToEnd(
  box: RefObject<HTMLElement | null>,
  end: RefObject<HTMLElement | null>,
  ready: boolean,
  onReached: () => void,
): boolean {
  const [reached, setReached] = useState(false);
  const told = useRef(onReached);
  useEffect(() => {
    told.current = onReached;
  });
  useEffect(() => {
    const root = box.current;
    const marker = end.current;
    if (!ready || reached || !root || !marker) return undefined;
    let done = false;
    const reach = () => {
      if (done) return;
      done = true;
      setReached(true);
      told.current();
    };
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) reach();
        },
        { root },
      );
      observer.observe(marker);
      return () => observer.disconnect();
    }
    const atBottom = () => root.scrollTop + root.clientHeight >= root.scrollHeight - SLACK;
    if (atBottom()) {
      reach();
      return undefined;
    }
    const onScroll = () => {
      if (atBottom()) reach();
    };
    root.addEventListener('scroll', onScroll, { passive: true });
    return () => root.removeEventListener('scroll', onScroll);
  }, [box, end, ready, reached]);
  return reached;
}
