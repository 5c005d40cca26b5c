import React, { useRef, type ReactNode } from 'react';
import Heading from '@theme/Heading';

import CopyButton from './CopyButton';
import { explorerLink, type ChainDeployment, type DeployedContract } from './types';
import styles from './styles.module.css';

interface Props {
  chain: ChainDeployment;
  release: string;
  anchor: string;
  showBlocks: boolean;
  hidden: boolean;
  announce: (message: string) => void;
}

function ContractRow({ chain, contract, showBlocks, announce }: {
  chain: ChainDeployment;
  contract: DeployedContract;
  showBlocks: boolean;
  announce: (message: string) => void;
}): ReactNode {
  const code = useRef<HTMLElement>(null);
  return (
    <tr data-contract={contract.name}>
      <th scope="row" className={styles.name}>{contract.name}</th>
      <td>
        <span className={styles.addressCell}>
          <a href={explorerLink(chain, contract)} target="_blank" rel="noopener noreferrer">
            <code ref={code} data-address>{contract.address}</code>
            <span className={styles.srOnly}> (opens {chain.explorer.name})</span>
          </a>
          <CopyButton
            value={contract.address}
            label={`${contract.name} address on ${chain.name}`}
            target={code}
            announce={announce}
          />
        </span>
      </td>
      {showBlocks && (
        <td className={styles.block}>
          {contract.block ?? (
            <>
              <span aria-hidden="true">–</span>
              <span className={styles.srOnly}>not recorded</span>
            </>
          )}
        </td>
      )}
    </tr>
  );
}

/** One chain: a heading (linkable anchor) and one table, split in row groups when the release is. */
export default function ChainTable({ chain, release, anchor, showBlocks, hidden, announce }: Props): ReactNode {
  return (
    <section className={styles.chain} hidden={hidden} data-chain-id={chain.id} aria-labelledby={anchor}>
      <Heading as="h3" id={anchor} className={styles.chainName}>
        {chain.name}
        {chain.testnet && <span className={styles.badge}>Testnet</span>}
      </Heading>
      <p className={styles.meta}>
        Chain ID <code>{chain.id}</code> · Explorer:{' '}
        <a href={chain.explorer.url} target="_blank" rel="noopener noreferrer">{chain.explorer.name}</a>
      </p>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{`${release} contracts on ${chain.name}`}</caption>
        <thead>
          <tr>
            <th scope="col">Contract</th>
            <th scope="col">Address</th>
            {showBlocks && <th scope="col">Block</th>}
          </tr>
        </thead>
        {chain.groups.map((group) => (
          <tbody key={group.label ?? 'all'}>
            {group.label && (
              <tr className={styles.group}>
                <th scope="rowgroup" colSpan={showBlocks ? 3 : 2}>{group.label}</th>
              </tr>
            )}
            {group.contracts.map((contract) => (
              <ContractRow
                key={contract.name}
                chain={chain}
                contract={contract}
                showBlocks={showBlocks}
                announce={announce}
              />
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}
