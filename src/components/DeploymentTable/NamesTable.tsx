import type { ReactNode } from 'react';

import styles from './styles.module.css';

/**
 * Wraps a Markdown table whose first column holds contract names in code: the names stay whole. The
 * site lets code in tables break between any two characters, which long hex strings need, but it cut
 * names such as `SablierLockup` in two on a laptop screen.
 */
export default function NamesTable({ children }: { children: ReactNode }): ReactNode {
  return <div className={styles.namesTable}>{children}</div>;
}
