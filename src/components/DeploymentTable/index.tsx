import { useCallback, useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';

import { isHydratingFirstPage } from '@site/src/lib/hydration';
import { releaseKey, releaseLabel } from '@site/src/lib/releases';
import ChainTable from './ChainTable';
import KeptChains from './KeptChains';
import type { ChainDeployment, ReleaseDeployments } from '../../data-types/deployments';
import styles from './styles.module.css';

export type { ReleaseDeployments } from '../../data-types/deployments';

interface Props {
  /** One release, as written by `generators/deployments/generate.ts` (never the `sablier` package itself). */
  data: ReleaseDeployments;
  /** Prefix of the chain anchors; set it when a page shows two releases. Default "chain-". */
  anchorPrefix?: string;
}

/** Matches a chain by any part of its name (case-insensitive) or by its id (prefix). */
export function matchesChain(chain: ChainDeployment, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return chain.name.toLowerCase().includes(needle) || String(chain.id).startsWith(needle);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * Every chain a release is deployed on, mainnets first: each contract's address links to the
 * chain's explorer and has a copy button. All tables are in the static HTML; the filter box
 * appears once the page is interactive and hides the chains that do not match. On the first page a
 * reader opens, the browser keeps the server's tables as they are (KeptChains) instead of
 * hydrating every row.
 */
export default function DeploymentTable({ data, anchorPrefix = 'chain-' }: Props): ReactNode {
  const release = releaseLabel(data);
  const [query, setQuery] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputId = useId();
  // Only the first page's hydration has server HTML to keep; an in-app navigation renders the tables.
  const [keep, setKeep] = useState(isHydratingFirstPage);
  const renderInstead = useCallback(() => setKeep(false), []);
  const announce = useCallback((message: string) => {
    // Clearing first makes screen readers repeat an identical message (two copies in a row).
    setAnnouncement('');
    setTimeout(() => setAnnouncement(message), 50);
  }, []);

  const showBlocks = data.chains.some((chain) =>
    chain.groups.some((group) => group.contracts.some((contract) => contract.block !== undefined)),
  );
  const mainnets = data.chains.filter((chain) => !chain.testnet).length;
  const testnets = data.chains.length - mainnets;
  const shown = data.chains.filter((chain) => matchesChain(chain, query)).length;
  const isShown = useCallback(
    (chainId: number) => {
      const chain = data.chains.find((c) => c.id === chainId);
      return chain === undefined || matchesChain(chain, query);
    },
    [data, query],
  );

  return (
    <div className={styles.root} data-release={releaseKey(data)}>
      <p className={styles.summary}>
        {release} is deployed on {plural(data.chains.length, 'chain')} (
        {testnets === 0 ? plural(mainnets, 'mainnet') : `${plural(mainnets, 'mainnet')} and ${plural(testnets, 'testnet')}`}
        ). Addresses come from the <code>{data.source}</code> package.
      </p>
      {data.chains.length > 1 && (
        // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers this site supports
        <div className={clsx(styles.filter, styles.needsJs)} role="search">
          <label htmlFor={inputId}>Filter chains</label>
          <input
            id={inputId}
            type="search"
            value={query}
            placeholder="Name or chain ID, e.g. Base or 8453"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p role="status" className={styles.count}>
            {shown === data.chains.length
              ? `Showing all ${shown} chains`
              : shown === 0
                ? `No chain matches “${query.trim()}”`
                : `Showing ${shown} of ${data.chains.length} chains`}
          </p>
        </div>
      )}
      {keep ? (
        <KeptChains isShown={isShown} announce={announce} onMissingHtml={renderInstead} />
      ) : (
        // The same wrapper as KeptChains', so that either way of rendering matches the server HTML.
        <div>
          {data.chains.map((chain) => (
            <ChainTable
              key={chain.id}
              chain={chain}
              release={release}
              anchor={`${anchorPrefix}${chain.id}`}
              showBlocks={showBlocks}
              hidden={!matchesChain(chain, query)}
              announce={announce}
            />
          ))}
        </div>
      )}
      <div className={styles.srOnly} aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
