import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';

import type { ExampleText } from '../../data-types/examples';

/** Shape of `.generated/solidity-examples/<path>.sol.json` (written by generators/solidity-examples). */
export type SolidityExampleData = ExampleText;

/**
 * Shows a Solidity example from `examples/`, whole or one named region of it. The same file is compiled
 * by tests/unit/solidity-examples.test.ts, so what the page shows is code that compiles.
 */
export default function SolidityExample({ example, region }: { example: SolidityExampleData; region?: string }): ReactNode {
  const code = region === undefined ? example.source : example.regions[region];
  if (code === undefined) {
    throw new Error(`${example.path} has no region named "${region}"`);
  }
  const title = region === undefined ? example.path : `${example.path} (excerpt: ${region})`;
  return (
    <CodeBlock language="solidity" title={title} showLineNumbers>
      {code}
    </CodeBlock>
  );
}
