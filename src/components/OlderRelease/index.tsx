import type React from 'react';

import styles from './styles.module.css';

/**
 * A passage that is true of an earlier release only, such as how streams created before Lockup v3.0 paid a broker.
 * The label tells readers which release it describes; `tests/unit/prose-identifiers.test.ts` reads the `release`
 * prop, so identifiers that the current release no longer has may appear inside it.
 */
export default function OlderRelease({ release, children }: { release: string; children: React.ReactNode }): React.JSX.Element {
  return (
    <aside className={styles.note} aria-label={`Applies to ${release}`}>
      <p className={styles.label}>Applies to {release}</p>
      {children}
    </aside>
  );
}
