import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';

import { copyText, selectText } from './copy';
import styles from './styles.module.css';

interface Props {
  value: string;
  /** What is copied, for screen readers: "SablierLockup address on Ethereum". */
  label: string;
  /** The element showing the value, selected when copying is impossible. */
  target: RefObject<HTMLElement | null>;
  announce: (message: string) => void;
}

type State = 'idle' | 'copied' | 'selected';

/** A real button (Enter and Space work); hidden until the page has hydrated, since it needs JS. */
export default function CopyButton({ value, label, target, announce }: Props): ReactNode {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick(): Promise<void> {
    const copied = await copyText(value);
    if (copied) {
      setState('copied');
      announce(`Copied ${label}`);
    } else {
      if (target.current) selectText(target.current);
      setState('selected');
      announce(`Could not copy automatically. The ${label} is selected: press Control C or Command C to copy it.`);
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2000);
  }

  return (
    <button
      type="button"
      className={clsx(styles.copy, styles.needsJs, state !== 'idle' && styles.copyDone)}
      aria-label={`Copy ${label}`}
      onClick={() => void onClick()}
    >
      {state === 'copied' ? 'Copied' : state === 'selected' ? 'Selected' : 'Copy'}
    </button>
  );
}
