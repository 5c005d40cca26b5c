import type { ChainDeployment, DeployedContract } from '../../data-types/deployments';

/** A contract's page on the chain's explorer: the package's own link, or `<explorer>/address/<address>`. */
export function explorerLink(chain: ChainDeployment, contract: DeployedContract): string {
  return contract.url ?? `${chain.explorer.url}/address/${contract.address}`;
}
