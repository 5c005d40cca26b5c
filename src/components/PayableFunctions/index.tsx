import React from 'react';

import type { PayableSplit } from '../../data-types/release-facts';

function List({ names }: { names: string[] }): React.JSX.Element {
  if (names.length === 0) return <>none</>;
  return (
    <>
      {names.map((name, i) => (
        <React.Fragment key={name}>
          {i > 0 ? ', ' : ''}
          <code>{name}</code>
        </React.Fragment>
      ))}
    </>
  );
}

/**
 * Which state-changing functions of each contract accept native currency (`msg.value`), from the
 * `stateMutability` of the pinned ABIs: the fact pages used to get wrong in prose.
 */
export default function PayableFunctions({ contracts }: { contracts: PayableSplit[] }): React.JSX.Element {
  return (
    <ul>
      {contracts.map((c) => (
        <li key={c.contract}>
          <strong>{c.contract}</strong>: payable: <List names={c.payable} />; not payable: <List names={c.nonpayable} />.
        </li>
      ))}
    </ul>
  );
}
