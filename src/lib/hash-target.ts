/**
 * A diagram renders after the browser has scrolled to the address's `#section`, and its height differs from the
 * source text shown until then, so a section below it would end up off screen. `keepHashTargetInView` puts the
 * section back at the top, unless the reader has scrolled, typed or clicked on this address since arriving.
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
