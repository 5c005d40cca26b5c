import Link from '@docusaurus/Link';
import type React from 'react';

import type { ContractAlias } from '../../data-types/release-facts';
import { deploymentsRoute, releaseLabel } from '../../lib/releases';

/** Every contract alias of the `sablier` package, with where the indexers write it (generators/release-facts/aliases.ts). */
export default function ContractAliases({ aliases }: { aliases: ContractAlias[] }): React.JSX.Element {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Alias</th>
          <th scope="col">Contract</th>
          <th scope="col">Release</th>
          <th scope="col">Written to (v7.1.0)</th>
        </tr>
      </thead>
      <tbody>
        {aliases.map((a) => (
          <tr key={a.alias}>
            <td>
              <code>{a.alias}</code>
            </td>
            <td>
              <code>{a.contract}</code>
            </td>
            <td>
              {a.releases.map((release, i) => (
                <span key={`${release.protocol}-${release.version}`}>
                  {i === 0 ? null : i === 1 ? ' (also listed by ' : ', '}
                  <Link to={deploymentsRoute(release)}>{releaseLabel(release)}</Link>
                  {i > 0 && i === a.releases.length - 1 ? ')' : null}
                </span>
              ))}
            </td>
            <td>
              {a.indexed
                ? a.fields.map((field, i) => (
                    <span key={field}>
                      {i > 0 ? ', ' : null}
                      <code>{field}</code>
                    </span>
                  ))
                : 'not indexed'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
