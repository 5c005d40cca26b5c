import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';

/**
 * The navbar's search button, with DocSearch's class names so its styles apply. DocSearch's own
 * button lives in the same single-file bundle as its modal and API client; importing it would put
 * all of that on every page, while the modal is only needed once search opens.
 * Its accessible name is its visible text ("Search Ctrl K"), as WCAG 2.5.3 asks, set explicitly
 * because narrow screens hide the text and leave only the icon.
 */
type Props = ComponentPropsWithoutRef<'button'> & { label: string };

const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({ label, ...rest }, ref) {
  // Rendered as "Ctrl" on the server, so the button keeps its width when hydration swaps in ⌘ on Apple devices.
  const [modifier, setModifier] = useState('Ctrl');
  useEffect(() => {
    if (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)) setModifier('⌘');
  }, []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${label} ${modifier} K`}
      aria-keyshortcuts="Control+K Meta+K /"
      {...rest}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" strokeWidth="1.6" fill="none" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>{' '}
      {/* The spaces make the visible text read "Search Ctrl K", the same words as the name. */}
      <span className="DocSearch-Button-Keys">
        <kbd className="DocSearch-Button-Key">{modifier}</kbd> <kbd className="DocSearch-Button-Key">K</kbd>
      </span>
    </button>
  );
});

export default SearchButton;
