import type { ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Line/Token';

/**
 * A highlighted token. Text the grammar leaves unclassified ("plain": spaces, names, line starts) is
 * written as bare text: it takes its colour from the block, so its span changed nothing a reader sees,
 * yet it was over 40% of a code block's elements, each one styled and laid out.
 */
export default function CodeBlockLineToken({ line, token, ...props }: Props): ReactNode {
  if (token.types.length === 1 && token.types[0] === 'plain' && !props.style) return props.children ?? null;
  return <span {...props} />;
}
