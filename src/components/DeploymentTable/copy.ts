/**
 * Copies text to the clipboard: the async Clipboard API when the page may use it, else the older
 * `execCommand('copy')` on a hidden textarea (http pages, old browsers, denied permission).
 * Resolves to false when neither works; focus returns to where it was.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or insecure context: try the older path below.
  }
  if (typeof document === 'undefined') return false;
  const previous = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  previous?.focus();
  return copied;
}

/** Last resort: selects the element's text so the reader can copy it with the keyboard. */
export function selectText(element: HTMLElement): void {
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.selectAllChildren(element);
}
