import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { copyText } from '@site/src/components/DeploymentTable/copy';
import { pageLinks } from './links';
import styles from './styles.module.css';

interface Props {
  open: boolean;
  /** Site path of the twin, fetched for the copy (same origin). */
  twinPath: string;
  /** Absolute URL of the twin, shown to the reader and named in the assistants' prompt. */
  twinUrl: string;
  onClose: (refocus: boolean) => void;
}

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** The menu (loaded on first use): a WAI-ARIA menu, moved through with the arrow keys. */
export default function Menu({ open, twinPath, twinUrl, onClose }: Props): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const links = pageLinks(twinUrl);

  const items = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: items() reads the ref; focus moves only when the menu opens
  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return undefined;
    // A click anywhere else closes the menu, as the navbar's dropdowns do.
    const outside = (event: PointerEvent) => {
      if (!list.current?.parentElement?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
  };

  const copy = async () => {
    setStatus('copying');
    try {
      const response = await fetch(twinPath);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const copied = await copyText(await response.text());
      setStatus(copied ? 'copied' : 'failed');
      // The menu closes so the confirmation beside the button can be seen.
      if (copied) onClose(true);
    } catch {
      setStatus('failed');
    }
  };
  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  const message = { idle: '', copying: 'Copying…', copied: 'Copied the page as Markdown', failed: 'Could not copy; use View as Markdown' }[
    status
  ];
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA menu pattern; its items are buttons with role menuitem */}
      <ul ref={list} role="menu" aria-label="Page actions" className={styles.menu} hidden={!open} onKeyDown={onKeyDown}>
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={() => void copy()}>
            Copy page as Markdown
          </button>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className={styles.item} href={twinPath} target="_blank" rel="noopener">
            View as Markdown
          </a>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className={styles.item} href={links.chatgpt} target="_blank" rel="noopener noreferrer">
            Open in ChatGPT
          </a>
        </li>
        <li role="none">
          <a role="menuitem" tabIndex={-1} className={styles.item} href={links.claude} target="_blank" rel="noopener noreferrer">
            Open in Claude
          </a>
        </li>
      </ul>
      {/* Outside the menu so the confirmation is announced and seen after the menu closes. */}
      <p role="status" className={styles.status} data-testid="copy-page-status">
        {message}
      </p>
    </>
  );
}
