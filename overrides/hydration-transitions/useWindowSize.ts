// Stands in for @docusaurus/theme-common/lib/hooks/useWindowSize.js in the browser bundle (see ./index.ts).
import { startTransition, useEffect, useState } from 'react';

import { DESKTOP_BREAKPOINT } from '../../src/lib/hydration';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

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
