import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';

import { KEEP_SERVER_HTML } from '@site/src/lib/hydration';

import { COPY_LABEL_ATTRIBUTE } from './CopyButton';
import { COPY_BUTTON_TEXT, COPY_RESULT_MS, copyAndAnnounce } from './copy';
import styles from './styles.module.css';

const CHAIN_SECTIONS = 'section[data-chain-id]';

/** The class CopyButton gives a button while it shows its result. */
const DONE_CLASS = styles.copyDone ?? '';

/** The timer that turns a kept button back to "Copy", per button. */
const resetTimers = new WeakMap<HTMLButtonElement, ReturnType<typeof setTimeout>>();

/** The copy buttons' logic (see CopyButton) for buttons React did not render: the same texts, class and messages. */
async function copyFromKeptButton(button: HTMLButtonElement, announce: (message: string) => void): Promise<void> {
  const label = button.getAttribute(COPY_LABEL_ATTRIBUTE);
  const code = button.closest('tr')?.querySelector<HTMLElement>('code[data-address]');
  if (!label || !code) return;
  const state = await copyAndAnnounce(code.textContent ?? '', label, code, announce);
  button.textContent = COPY_BUTTON_TEXT[state];
  if (DONE_CLASS) button.classList.add(DONE_CLASS);
  clearTimeout(resetTimers.get(button));
  resetTimers.set(
    button,
    setTimeout(() => {
      button.textContent = COPY_BUTTON_TEXT.idle;
      if (DONE_CLASS) button.classList.remove(DONE_CLASS);
    }, COPY_RESULT_MS),
  );
}

interface Props {
  /** Whether the chain with this id matches the filter. */
  isShown: (chainId: number) => boolean;
  announce: (message: string) => void;
  /** Called when there turns out to be no server HTML to keep; the caller then renders the tables. */
  onMissingHtml: () => void;
}

/**
 * The chain tables of the first page a reader opens, kept as the server rendered them. A release has
 * 30-odd tables and 150-odd rows, each with a link, a copy button and its own state: hydrating them
 * was most of the page's main-thread time on a phone. React adopts the wrapper as one element instead;
 * one click listener serves every copy button, and the filter shows and hides the server's sections.
 * After an in-app navigation the tables are rendered by React as usual (ChainTable).
 */
export default function KeptChains({ isShown, announce, onMissingHtml }: Props): ReactNode {
  const wrapper = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!wrapper.current?.querySelector(CHAIN_SECTIONS)) onMissingHtml();
  }, [onMissingHtml]);

  useLayoutEffect(() => {
    for (const section of Array.from(wrapper.current?.querySelectorAll<HTMLElement>(CHAIN_SECTIONS) ?? [])) {
      const hidden = !isShown(Number(section.dataset.chainId));
      if (section.hidden !== hidden) section.hidden = hidden;
    }
  }, [isShown]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(`button[${COPY_LABEL_ATTRIBUTE}]`);
    if (button) void copyFromKeptButton(button, announce);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the clicks come from the buttons inside, which keep their own keyboard behaviour
    <div
      ref={wrapper}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string that React never writes: the server's own tables stay inside
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
      onClick={onClick}
    />
  );
}
