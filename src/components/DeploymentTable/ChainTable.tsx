import { useRef, type ReactNode } from 'react';
import Heading from '@theme/Heading';
import clsx from 'clsx';

import CopyButton from './CopyButton';
import type { ChainDeployment, DeployedContract } from '../../data-types/deployments';
import { explorerLink } from './explorer-link';
import styles from './styles.module.css';

interface Props {
  chain: ChainDeployment;
  release: string;
  anchor: string;
  showBlocks: boolean;
  hidden: boolean;
  announce: (message: string) => void;
}

/** "LockupNFTDescriptor" → Lockup·NFT·Descriptor: a narrow column wraps a name between its words. */
function wordBreaks(name: string): ReactNode[] {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .split(' ');
  return words.flatMap((word, index) => (index === 0 ? [word] : [<wbr key={index} />, word]));
}

function ContractRow({
  chain,
  contract,
  showBlocks,
  explorerNote,
  announce,
}: {
  chain: ChainDeployment;
  contract: DeployedContract;
  showBlocks: boolean;
  /** Id of the table's one hidden note saying where the address links lead. */
  explorerNote: string;
  announce: (message: string) => void;
}): ReactNode {
  const code = useRef<HTMLElement>(null);
  return (
    <tr data-contract={contract.name}>
      <th scope="row" className={styles.name}>
        {wordBreaks(contract.name)}
      </th>
      <td>
        <span className={styles.addressCell}>
          <a href={explorerLink(chain, contract)} target="_blank" rel="noopener noreferrer" aria-describedby={explorerNote}>
            <code ref={code} data-address>
              {contract.address}
            </code>
          </a>
          <CopyButton value={contract.address} label={`${contract.name} address on ${chain.name}`} target={code} announce={announce} />
        </span>
      </td>
      {showBlocks && (
        <td className={clsx(styles.block, contract.block === undefined && styles.notRecorded)}>
          {/* Seen as a dash drawn by CSS (with empty alternative text), heard as the words. */}
          {contract.block ?? <span className={styles.srOnly}>not recorded</span>}
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
        <a href={chain.explorer.url} target="_blank" rel="noopener noreferrer">
          {chain.explorer.name}
        </a>
      </p>
      <table className={styles.table}>
        <caption className={styles.srOnly}>{`${release} contracts on ${chain.name}`}</caption>
        <colgroup>
          <col className={styles.nameColumn} />
          <col />
          {showBlocks && <col className={styles.blockColumn} />}
        </colgroup>
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
                <th scope="rowgroup" colSpan={showBlocks ? 3 : 2}>
                  {group.label}
                </th>
              </tr>
            )}
            {group.contracts.map((contract) => (
              <ContractRow
                key={contract.name}
                chain={chain}
                contract={contract}
                showBlocks={showBlocks}
                explorerNote={`${anchor}-explorer`}
                announce={announce}
              />
            ))}
          </tbody>
        ))}
        {chain.comptroller && (
          <tbody>
            <tr className={styles.group}>
              <th scope="rowgroup" colSpan={showBlocks ? 3 : 2}>
                Governed by
              </th>
            </tr>
            <ContractRow
              chain={chain}
              contract={chain.comptroller}
              showBlocks={showBlocks}
              explorerNote={`${anchor}-explorer`}
              announce={announce}
            />
          </tbody>
        )}
      </table>
      <span id={`${anchor}-explorer`} hidden>
        Opens {chain.explorer.name} in a new tab
      </span>
    </section>
  );
}
