import type React from 'react';

import type { AbiChange, AbiDiff, AbiRename, LibraryErrorChanges } from '../../data-types/release-facts';

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

function RenamedRows({ items }: { items: AbiRename[] }): React.JSX.Element[] {
  return items.map((item) => (
    <tr key={`Renamed-${item.kind}-${item.from}`}>
      <td>Renamed</td>
      <td>{kinds[item.kind]}</td>
      <td>
        <code>{item.from}</code> → <code>{item.to}</code>
      </td>
    </tr>
  ));
}

/**
 * What an ABI gained, lost, renamed or changed between two releases, read from the `sablier` package at build time.
 * With `renamesAt` (an anchor on the same page), renamed errors are left to the table there and the caption links to it.
 * A contract new in the later release (no earlier contract in the diff) has every item listed as added.
 */
export default function AbiChanges({ diff, renamesAt }: { diff: AbiDiff; renamesAt?: string }): React.JSX.Element {
  const renamed = diff.renamed ?? [];
  const total = diff.added.length + diff.removed.length + diff.changed.length + renamed.length;
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
        {diff.from.contract === null
          ? `${diff.to.contract} is new in ${diff.to.version}: ${total} ABI items`
          : `${diff.from.contract} ${diff.from.version} → ${diff.to.contract} ${diff.to.version}: ${total} ABI changes`}
        {renamesAt && renamed.length > 0 ? (
          <>
            {' '}
            ({renamed.length} renamed {renamed.length === 1 ? 'error is' : 'errors are'} in{' '}
            <a href={`#${renamesAt}`}>the table of renames</a>)
          </>
        ) : null}
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
        {renamesAt ? null : <RenamedRows items={renamed} />}
      </tbody>
    </table>
  );
}

/** Old and new names of errors that were renamed without changing their parameters, one row each. */
export function ErrorRenames({
  from,
  to,
  renames,
}: {
  /** Heading of the old names' column, e.g. "Lockup v2.0". */
  from: string;
  /** Heading of the new names' column. */
  to: string;
  renames: { from: string; to: string }[];
}): React.JSX.Element {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{from}</th>
          <th scope="col">{to}</th>
        </tr>
      </thead>
      <tbody>
        {renames.map((rename) => (
          <tr key={rename.from}>
            <td>
              <code>{rename.from}</code>
            </td>
            <td>
              <code>{rename.to}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Errors of a linked library between two releases, which no ABI lists: read from the sources (release-facts). */
export function LibraryErrors({
  changes,
  from,
  to,
}: {
  changes: LibraryErrorChanges;
  /** Earlier release, e.g. "Lockup v3.0". */
  from: string;
  /** Later release. */
  to: string;
}): React.JSX.Element {
  const rows: [string, React.ReactNode, string][] = [
    ...changes.added.map((name): [string, React.ReactNode, string] => ['Added', <code key={name}>{name}</code>, name]),
    ...changes.removed.map((name): [string, React.ReactNode, string] => ['Removed', <code key={name}>{name}</code>, name]),
    ...changes.renamed.map((r): [string, React.ReactNode, string] => [
      'Renamed',
      <>
        <code>{r.from}</code> → <code>{r.to}</code>
      </>,
      r.from,
    ]),
  ];
  return (
    <table>
      <caption>
        Errors of <code>{changes.library.from}</code> ({from}) and <code>{changes.library.to}</code> ({to}): {rows.length} changes, read
        from the sources
      </caption>
      <thead>
        <tr>
          <th scope="col">Change</th>
          <th scope="col">Error</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([change, cell, key]) => (
          <tr key={`${change}-${key}`}>
            <td>{change}</td>
            <td>{cell}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
