import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';

/** DocSearch's own error-screen markup (so its styles apply), which DocSearch 3.9 never shows itself. */
export default function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="M10 2.5 18 17H2L10 2.5Zm0 5v4.5m0 2.2v.3"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p className="DocSearch-Help">
        <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
      </p>
    </div>
  );
}
