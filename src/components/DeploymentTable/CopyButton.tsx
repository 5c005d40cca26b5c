import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';

import { COPY_BUTTON_TEXT, COPY_RESULT_MS, copyAndAnnounce, type CopyState } from './copy';
import styles from './styles.module.css';

interface Props {
  value: string;
  /** What is copied, for screen readers: "SablierLockup address on Ethereum". */
  label: string;
  /** The element showing the value, selected when copying is impossible. */
  target: RefObject<HTMLElement | null>;
  announce: (message: string) => void;
}

/** Marks a copy button in the HTML; the kept tables (see KeptChains) find their buttons by it. */
export const COPY_LABEL_ATTRIBUTE = 'data-copy-label';

/**
 * A real button (Enter and Space work); hidden until the page has hydrated, since it needs JS.
 * Rendered by React after an in-app navigation; on the first page the server's buttons are kept
 * and served by KeptChains with the same copy logic.
 */
export default function CopyButton({ value, label, target, announce }: Props): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick(): Promise<void> {
    setState(await copyAndAnnounce(value, label, target.current, announce));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_RESULT_MS);
  }

  return (
    <button
      type="button"
      className={clsx(styles.copy, styles.needsJs, state !== 'idle' && styles.copyDone)}
      aria-label={`Copy ${label}`}
      {...{ [COPY_LABEL_ATTRIBUTE]: label }}
      onClick={() => void onClick()}
    >
      {COPY_BUTTON_TEXT[state]}
    </button>
  );
}
