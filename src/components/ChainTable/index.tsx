import type React from 'react';
import type { ChainsData } from '../../data-types/chains';
import styles from './styles.module.css';

interface Props {
  /** The JSON written by `generators/chains/generate.ts`. */
  data: ChainsData;
  /** Which group of chains to list. */
  network: 'mainnet' | 'testnet';
}

/** A static table of the chains on which the current releases are deployed (rendered at build time). */
export default function ChainTable({ data, network }: Props): React.JSX.Element {
  const rows = data.rows.filter((row) => row.isTestnet === (network === 'testnet'));
  const caption = `${network === 'testnet' ? 'Testnets' : 'Mainnets'}: ${rows.length} chains (sablier package ${data.sdkVersion})`;
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Chain</th>
            <th scope="col">Chain ID</th>
            {data.releases.map((release) => (
              <th scope="col" key={release.key}>
                {release.label}
              </th>
            ))}
            <th scope="col">Explorer</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.chainId} data-chain-id={row.chainId}>
              <th scope="row">{row.name}</th>
              <td className={styles.number}>{row.chainId}</td>
              {data.releases.map((release) => (
                <td key={release.key} className={styles.mark}>
                  {row.releases[release.key] ? <span className={styles.yes}>Yes</span> : <span className={styles.no}>No</span>}
                </td>
              ))}
              <td>
                {row.explorerURL ? (
                  <a href={row.explorerURL} rel="noopener noreferrer" target="_blank">
                    {new URL(row.explorerURL).host}
                  </a>
                ) : (
                  'None listed'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
