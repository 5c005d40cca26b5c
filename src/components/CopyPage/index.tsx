import { Suspense, useRef, useState, type ReactNode } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

import { PartBoundary, PartFailure, retryableLazy } from '@site/src/lib/lazy-part';
import { twinPath } from '@site/src/lib/twin';
import styles from './styles.module.css';

/**
 * "Copy page" beside the title. Only the button ships with the page (it is in the server HTML, so
 * nothing moves when scripts run); the menu's code loads the first time it is opened, which keeps
 * every page within the JavaScript budget. If that code cannot load, the opened menu says so and offers
 * a retry; the page itself is untouched.
 */
const Menu = retryableLazy(() => import('./Menu'));

export default function CopyPage({ permalink }: { permalink: string }): ReactNode {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const path = useBaseUrl(twinPath(permalink));
  const absolute = useBaseUrl(twinPath(permalink), { absolute: true });
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  return (
    <div className={styles.root}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        // Hover and focus start the download, so the menu is usually ready by the click.
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
        onClick={() => {
          setLoaded(true);
          setOpen((was) => !was);
        }}
      >
        Copy page <span aria-hidden="true">▾</span>
      </button>
      {loaded && (
        <PartBoundary
          name="The copy-page menu"
          fallback={(retry) =>
            open ? <PartFailure className={styles.failure} message="The menu could not load." onRetry={retry} /> : null
          }
        >
          <Suspense fallback={null}>
            <Menu open={open} twinPath={path} twinUrl={absolute} onClose={close} />
          </Suspense>
        </PartBoundary>
      )}
    </div>
  );
}
