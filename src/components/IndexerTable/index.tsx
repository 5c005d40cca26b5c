import type React from 'react';

import type { IndexerRow } from '../../../plugins/graphql-api/endpoints';
import styles from './styles.module.css';

/** Endpoint table of one protocol: one row per chain, an Envio and a The Graph column. */
export default function IndexerTable({ rows, caption }: { rows: IndexerRow[]; caption: string }): React.JSX.Element {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Chain</th>
            <th scope="col">Chain id</th>
            <th scope="col">Envio (one endpoint for all chains)</th>
            <th scope="col">The Graph (gateway, API key needed)</th>
            <th scope="col">The Graph (Studio, rate-limited, for testing)</th>
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
              <td>{row.theGraph ? <code>{row.theGraph}</code> : 'Not indexed'}</td>
              <td>{row.studio ? <code>{row.studio}</code> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
