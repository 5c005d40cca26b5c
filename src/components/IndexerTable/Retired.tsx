import type React from 'react';

import type { RetiredRow } from '../../data-types/indexers';
import styles from './styles.module.css';

/** Endpoints an earlier release of the indexers listed and v7.1.0 no longer does, with the release that dropped them. */
export default function RetiredIndexerTable({ rows, caption }: { rows: RetiredRow[]; caption: string }): React.JSX.Element {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Chain</th>
            <th scope="col">Vendor</th>
            <th scope="col">Endpoint</th>
            <th scope="col">Gone in</th>
            <th scope="col">Query instead</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.vendor}-${row.chainId ?? 'all'}-${row.endpoint}`}>
              <th scope="row">
                {row.name}
                {row.testnet ? ' (testnet)' : ''}
              </th>
              <td>{row.vendor === 'envio' ? 'Envio' : row.kind === 'custom' ? 'The Graph (own node)' : 'The Graph'}</td>
              <td>
                <code>{row.endpoint}</code>
                {row.subgraphName ? (
                  <span className={styles.note}>
                    <code>{row.subgraphName}</code>
                  </span>
                ) : null}
              </td>
              <td>{row.retiredIn}</td>
              <td>{row.replacement ?? 'Nothing: no longer indexed'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
