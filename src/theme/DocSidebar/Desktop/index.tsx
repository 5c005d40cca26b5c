import type { ComponentProps, ReactNode } from 'react';
import Desktop from '@theme-original/DocSidebar/Desktop';

import KeptUntilDropped from '@site/src/lib/KeptUntilDropped';

/** The theme's desktop sidebar, not hydrated on a phone, where the docs layout drops it at once. */
export default function DesktopWrapper(props: ComponentProps<typeof Desktop>): ReactNode {
  return (
    <KeptUntilDropped>
      <Desktop {...props} />
    </KeptUntilDropped>
  );
}
