import { useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

import { REHEARSAL_BODY_CLASS } from './ModalRehearsal';

interface Options {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** Called when a reader types a character while the search button has focus. */
  onInput?: (event: KeyboardEvent | ReactKeyboardEvent) => void;
  /** Called when the shortcut's first key (Ctrl or Cmd) goes down: the reader may be about to search. */
  onIntent?: () => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

function isTyping(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** Another DocSearch modal is open; this search bar's own rehearsal (ModalRehearsal) does not count. */
function otherModalOpen(): boolean {
  const { classList } = document.body;
  return classList.contains('DocSearch--active') && !classList.contains(REHEARSAL_BODY_CLASS);
}

/**
 * The search shortcuts DocSearch readers expect: Ctrl/Cmd+K toggles the modal, "/" opens it
 * unless the reader is typing in a field, Escape closes it, and typing a letter while the search
 * button has focus opens the modal with that letter.
 */
export default function useSearchShortcuts({ isOpen, onOpen, onClose, onInput, onIntent, searchButtonRef }: Options): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if ((event.key === 'Control' || event.key === 'Meta') && !isOpen) onIntent?.();
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isTyping(event);
      const close = event.key === 'Escape' && isOpen;
      if (toggle || slash || close) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!otherModalOpen()) onOpen();
        return;
      }
      if (onInput && searchButtonRef.current === document.activeElement && /^[a-z0-9]$/i.test(event.key)) {
        onInput(event);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, onIntent, searchButtonRef]);
}
