import type { ReactNode } from 'react';
import Desktop from '@theme-original/DocItem/TOC/Desktop';

import KeptUntilDropped from '@site/src/lib/KeptUntilDropped';

/** The theme's desktop table of contents, not hydrated on a phone, where the layout drops it at once. */
export default function DesktopWrapper(): ReactNode {
  return (
    <KeptUntilDropped>
      <Desktop />
    </KeptUntilDropped>
  );
}
