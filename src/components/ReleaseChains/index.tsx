import type React from 'react';

import type { ReleaseChains as Chains } from '../../data-types/release-facts';

/** The chains a release was deployed to, as one sentence-sized list read from the `sablier` package. */
export default function ReleaseChains({ chains }: { chains: Chains }): React.JSX.Element {
  const join = (names: string[]) => names.join(', ');
  const count = chains.mainnets.length + chains.testnets.length;
  return (
    <>
      {count} {count === 1 ? 'chain' : 'chains'}: {join(chains.mainnets)}
      {chains.testnets.length > 0 ? `; testnets: ${join(chains.testnets)}` : ''}
    </>
  );
}
