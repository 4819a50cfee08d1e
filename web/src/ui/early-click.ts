import { type MouseEvent, useEffect, useRef } from 'react';
import { EARLY_CLICKS_KEY } from './early-click-key';

// A button of a prerendered page pressed before the app has taken it over does nothing: the page is
// HTML until React has hydrated it (issue 15). The page's first script, start-after-paint.js (written by
// web/prerender-plugin.ts), notes every press on an element marked `data-early-click` in this set; the
// button's own handler takes its press off the set when it has it, and a button that mounts with its
// press still there clicks itself once (after the event that hydrated it has run its course).

const held = () => (globalThis as { [EARLY_CLICKS_KEY]?: Set<Element> })[EARLY_CLICKS_KEY];

/** Spread on a button of a landing page whose press must not be lost while the app starts. */
export function useEarlyClick<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const element = ref.current;
      if (element && held()?.delete(element)) element.click();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return {
    ref,
    'data-early-click': '',
    onClickCapture: (event: MouseEvent<T>) => void held()?.delete(event.currentTarget),
  } as const;
}
