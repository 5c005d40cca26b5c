import type React from 'react';

import type { IndexerRow } from '../../data-types/indexers';
import styles from './styles.module.css';

/**
 * Current endpoints of one API, one row per chain: whether the API's Envio endpoint covers the chain, where to send
 * Graph queries (the gateway URL of the official subgraph, or a provider's own Graph node), and the keyless URL to
 * try queries on.
 */
export default function IndexerTable({ rows, caption }: { rows: IndexerRow[]; caption: string }): React.JSX.Element {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Chain</th>
            <th scope="col">Chain id</th>
            <th scope="col">Envio</th>
            <th scope="col">The Graph: where to send queries</th>
            <th scope="col">The Graph: keyless testing URL</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.chainId}>
              <th scope="row">
                {row.name}
                {row.testnet ? ' (testnet)' : ''}
              </th>
              <td>{row.chainId}</td>
              <td>{row.envio ? 'Yes' : 'No'}</td>
              <td>
                {row.theGraph ? (
                  <>
                    <code>{row.theGraph}</code>
                    <span className={styles.note}>
                      {row.theGraphKind === 'official' ? (
                        <>
                          Gateway, API key needed · <code>{row.subgraphName}</code> · <a href={row.explorer ?? undefined}>Explorer</a>
                        </>
                      ) : (
                        <>
                          The chain's own Graph node, no API key · <code>{row.subgraphName}</code>
                        </>
                      )}
                    </span>
                  </>
                ) : (
                  'Not indexed'
                )}
              </td>
              <td>
                {row.studio ? (
                  <code>{row.studio}</code>
                ) : row.theGraphKind === 'custom' ? (
                  <a href={row.explorer ?? undefined}>GraphiQL page of the node</a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
