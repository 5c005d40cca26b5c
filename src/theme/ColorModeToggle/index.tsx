import type { ReactNode } from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type { WrapperProps } from '@docusaurus/types';

import { SYSTEM_CHOICE_KEY } from '../../lib/theme-choice';

type Props = WrapperProps<typeof ColorModeToggleType>;

/** Remembers an explicit "system" choice, so the dark first-visit default does not override it. */
function rememberSystemChoice(choice: Props['value']): void {
  try {
    if (choice === null) window.localStorage.setItem(SYSTEM_CHOICE_KEY, '1');
    else window.localStorage.removeItem(SYSTEM_CHOICE_KEY);
  } catch {
    // Storage can be blocked; the choice then lasts for this page view only.
  }
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  return (
    <ColorModeToggle
      {...props}
      onChange={(choice: Props['value']) => {
        rememberSystemChoice(choice);
        props.onChange(choice);
      }}
    />
  );
}
