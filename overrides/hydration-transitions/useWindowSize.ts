// Stands in for @docusaurus/theme-common/lib/hooks/useWindowSize.js in the browser bundle (see ./index.ts).
import { startTransition, useEffect, useState } from 'react';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

/** Infima's breakpoint: the CSS switches layouts at the same width. */
const DESKTOP_BREAKPOINT = 996;

/**
 * "desktop" or "mobile", and "ssr" until hydration is over: the server cannot know the width, and
 * the first browser render must match its HTML. Only a crossed breakpoint causes a re-render.
 */
export function useWindowSize({ desktopBreakpoint = DESKTOP_BREAKPOINT }: { desktopBreakpoint?: number } = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const measure = (): WindowSize => (window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    startTransition(() => setWindowSize(measure()));
    const onResize = () => setWindowSize(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [desktopBreakpoint]);
  return windowSize;
}
