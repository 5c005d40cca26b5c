import { useEffect, useState, type ComponentProps } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchModal } from '@docsearch/react';

type ModalProps = ComponentProps<typeof DocSearchModal>;

/** On `<body>` while a rehearsal runs: styles.css cancels DocSearch's scroll lock, the shortcuts ignore the modal. */
export const REHEARSAL_BODY_CLASS = 'search-rehearsal';

/** Ends a rehearsal whose results never show (it should never happen: the answer is made up, at once). */
const GIVE_UP_MS = 3000;

/**
 * The modal drawn once, with made-up results, into an element that is never attached to the page.
 * A reader who points at the search button moves to click it or to the keyboard next: meanwhile this runs
 * the code of the modal and of its results for the first time (V8 compiles and optimises it as it runs),
 * so the reader's own first query finds it warm. Nothing of it is painted or laid out. `onDone` runs once
 * the results are drawn; the search bar then removes the rehearsal (see `endRehearsal` there).
 */
export default function ModalRehearsal({
  Modal,
  modalProps,
  onDone,
}: {
  Modal: typeof DocSearchModal;
  modalProps: ModalProps;
  onDone: () => void;
}) {
  const [container] = useState(() => document.createElement('div'));
  useEffect(() => {
    const giveUp = window.setTimeout(onDone, GIVE_UP_MS);
    const observer = new MutationObserver(() => {
      if (!container.querySelector('.DocSearch-Hit')) return;
      observer.disconnect();
      // In a task of its own: input the reader gave while the hits were drawn is handled first.
      window.setTimeout(onDone, 0);
    });
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(giveUp);
    };
  }, [container, onDone]);
  return createPortal(<Modal {...modalProps} />, container);
}
