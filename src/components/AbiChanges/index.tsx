import type React from 'react';

import type { AbiChange, AbiDiff } from '../../../plugins/release-facts/facts';

const kinds = { function: 'Function', event: 'Event', error: 'Error' } as const;

function Rows({ change, items }: { change: string; items: AbiChange[] }): React.JSX.Element[] {
  return items.map((item) => (
    <tr key={`${change}-${item.kind}-${item.signature}`}>
      <td>{change}</td>
      <td>{kinds[item.kind]}</td>
      <td>
        <code>{item.signature}</code>
      </td>
    </tr>
  ));
}

/** What an ABI gained, lost or changed between two releases, read from the `sablier` package at build time. */
export default function AbiChanges({ diff }: { diff: AbiDiff }): React.JSX.Element {
  const total = diff.added.length + diff.removed.length + diff.changed.length;
  if (total === 0) {
    return (
      <p>
        The ABIs of {diff.from.contract} {diff.from.version} and {diff.to.contract} {diff.to.version} are identical.
      </p>
    );
  }
  return (
    <table>
      <caption>
        {diff.from.contract} {diff.from.version} → {diff.to.contract} {diff.to.version}: {total} ABI changes
      </caption>
      <thead>
        <tr>
          <th scope="col">Change</th>
          <th scope="col">Kind</th>
          <th scope="col">Signature (in {diff.to.version} for changed items)</th>
        </tr>
      </thead>
      <tbody>
        <Rows change="Added" items={diff.added} />
        <Rows change="Removed" items={diff.removed} />
        <Rows change="Parameters changed" items={diff.changed} />
      </tbody>
    </table>
  );
}
