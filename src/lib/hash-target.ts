/**
 * A diagram renders after the browser has scrolled to the address's `#section`, and its height differs from the
 * source text shown until then, so a section below it would end up off screen (sections drawn late do the same,
 * see the end of this file). `keepHashTargetInView` puts the section back at the top, unless the reader has
 * scrolled, typed or clicked on this address since arriving.
 */
let addressOfLastInteraction: string | null = null;

if (typeof window !== 'undefined') {
  const note = (): void => {
    addressOfLastInteraction = window.location.href;
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, note, { capture: true, passive: true });
  }
}

export function keepHashTargetInView(changed: Element): void {
  const { hash, href } = window.location;
  if (hash.length < 2 || addressOfLastInteraction === href) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  const target = document.getElementById(id);
  // Only content above the section moves it.
  if (target && changed.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) target.scrollIntoView();
}

/**
 * Sections drawn only when they near the screen (`content-visibility: auto`: deployments chains, contract items)
 * count as a guessed height until then. When the browser has scrolled to a target and a section above it is drawn,
 * its real height moves the target. A page opened at its address with a `#section` draws every section at once
 * (src/lib/opened-at-section.ts); for the links followed after that (the app's, and the table of contents'), scroll
 * anchoring keeps the target in place where the browser has it (Chromium, Firefox). Where it has not (Safari), the
 * event puts the target back.
 */
if (typeof document !== 'undefined') {
  document.addEventListener(
    'contentvisibilityautostatechange',
    (event) => {
      if (!(event as Event & { skipped?: boolean }).skipped && event.target instanceof Element) keepHashTargetInView(event.target);
    },
    { capture: true },
  );
}
