/**
 * Querying the Sablier indexers (release v7.1.0) with nothing but `fetch`: a small helper, then the Lockup and Flow
 * streams of one wallet from the streams API, in one request, on Envio and on The Graph.
 */

// #region helper
interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string }[];
}

/** POSTs a GraphQL document and returns its `data`; throws on an HTTP error or on any GraphQL error. */
export async function query<T>(endpoint: string, document: string, variables: Record<string, unknown> = {}, apiKey?: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  const response = await fetch(endpoint, { method: 'POST', headers, body: JSON.stringify({ query: document, variables }) });
  if (!response.ok) throw new Error(`${endpoint} answered HTTP ${response.status}`);
  const body = (await response.json()) as GraphQLResponse<T>;
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  if (body.data === undefined) throw new Error(`${endpoint} returned no data`);
  return body.data;
}
// #endregion helper

// #region envio
/** The streams indexer on Envio: every chain, Lockup and Flow, no key. */
export const STREAMS_ENVIO = 'https://indexer.hyperindex.xyz/53b7e25/v1/graphql';

export const WALLET_STREAMS_ENVIO = `
  query WalletStreams($wallet: String!) {
    LockupStream(where: { recipient: { _eq: $wallet } }, order_by: { timestamp: desc }, limit: 50) {
      alias
      depositAmount
      withdrawnAmount
      asset { symbol decimals }
    }
    FlowStream(where: { recipient: { _eq: $wallet } }, order_by: { timestamp: desc }, limit: 50) {
      alias
      ratePerSecond
      withdrawnAmount
      asset { symbol decimals }
    }
  }
`;

/** Amounts arrive as decimal strings; BigInt keeps every digit. */
interface Token {
  symbol: string;
  decimals: string;
}
export interface LockupRow {
  alias: string;
  depositAmount: string;
  withdrawnAmount: string;
  asset: Token;
}
export interface FlowRow {
  alias: string;
  ratePerSecond: string;
  withdrawnAmount: string;
  asset: Token;
}

/** One line per stream the wallet receives, on any chain, e.g. "LK3-1-42: 1000000 of 5000000 USDC withdrawn". */
export async function walletStreams(wallet: string, endpoint = STREAMS_ENVIO): Promise<string[]> {
  const data = await query<{ LockupStream: LockupRow[]; FlowStream: FlowRow[] }>(endpoint, WALLET_STREAMS_ENVIO, {
    // The indexers store addresses in lower case; a checksummed address would match nothing.
    wallet: wallet.toLowerCase(),
  });
  return [
    ...data.LockupStream.map((s) => `${s.alias}: ${BigInt(s.withdrawnAmount)} of ${BigInt(s.depositAmount)} ${s.asset.symbol} withdrawn`),
    ...data.FlowStream.map((s) => `${s.alias}: ${BigInt(s.ratePerSecond)} per second (18 decimals), ${s.asset.symbol}`),
  ];
}
// #endregion envio

// #region the-graph
/** The streams subgraph of one chain through The Graph's gateway; the id is the chain's row on the indexers page. */
export const streamsSubgraph = (subgraphId: string) => `https://gateway.thegraph.com/api/subgraphs/id/${subgraphId}`;

export const WALLET_STREAMS_THE_GRAPH = `
  query WalletStreams($wallet: Bytes!) {
    lockupStreams(where: { recipient: $wallet }, orderBy: timestamp, orderDirection: desc, first: 50) {
      alias
      depositAmount
      withdrawnAmount
      asset { symbol decimals }
    }
    flowStreams(where: { recipient: $wallet }, orderBy: timestamp, orderDirection: desc, first: 50) {
      alias
      ratePerSecond
      withdrawnAmount
      asset { symbol decimals }
    }
  }
`;

/** The same two lists from one chain's subgraph; the gateway wants an API key from Subgraph Studio. */
export async function walletStreamsOnChain(
  wallet: string,
  subgraphId: string,
  apiKey: string,
): Promise<{ lockupStreams: LockupRow[]; flowStreams: FlowRow[] }> {
  return query(streamsSubgraph(subgraphId), WALLET_STREAMS_THE_GRAPH, { wallet: wallet.toLowerCase() }, apiKey);
}
// #endregion the-graph
