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

/** What a copy button says: before, after a copy, and after falling back to selecting the text. */
export type CopyState = 'idle' | 'copied' | 'selected';

export const COPY_BUTTON_TEXT: Record<CopyState, string> = { idle: 'Copy', copied: 'Copied', selected: 'Selected' };

/** How long a copy button shows its result before it says "Copy" again. */
export const COPY_RESULT_MS = 2000;

/**
 * Copies one value and tells screen readers what happened (`label` says what the value is, e.g.
 * "SablierLockup address on Ethereum"). When copying is impossible, selects `target` instead.
 */
export async function copyAndAnnounce(
  value: string,
  label: string,
  target: HTMLElement | null,
  announce: (message: string) => void,
): Promise<Exclude<CopyState, 'idle'>> {
  if (await copyText(value)) {
    announce(`Copied ${label}`);
    return 'copied';
  }
  if (target) selectText(target);
  announce(`Could not copy automatically. The ${label} is selected: press Control C or Command C to copy it.`);
  return 'selected';
}
