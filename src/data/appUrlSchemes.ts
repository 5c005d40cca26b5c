/**
 * Links into the Sablier web app that this site documents (docs/apps/guides/url-schemes.mdx), defined once.
 * Each scheme is a template readers fill in and the regular expression every example on the page must match.
 * Only shapes confirmed in the protocol's public sources are listed; tests/unit/url-schemes.test.ts checks the
 * page's examples against these patterns and the aliases against the pinned `sablier` package.
 */

export const appOrigin = 'https://app.sablier.com';

/** Contract aliases the app uses in stream links, per release (from the `sablier` package's release data). */
export const lockupAliases = {
  'v1.0': ['LL', 'LD'],
  'v1.1': ['LL2', 'LD2'],
  'v1.2': ['LL3', 'LD3', 'LT3'],
  'v2.0': ['LK'],
  'v3.0': ['LK2'],
  'v4.0': ['LK3'],
} as const;

export const flowAliases = {
  'v1.0': ['FL'],
  'v1.1': ['FL2'],
  'v2.0': ['FL3'],
  'v3.0': ['FL4'],
} as const;

/**
 * Aliases of the Airdrops factories, per release. Campaign links carry the campaign's address, not an alias; the
 * aliases name the factory that created a campaign (one factory per release up to v1.3, one per campaign type since).
 */
export const airdropsAliases = {
  'v1.1': ['MSF2'],
  'v1.2': ['MSF3'],
  'v1.3': ['MSF4'],
  'v2.0': ['MF_INST', 'MF_LL', 'MF_LT', 'MF_VCA'],
  'v3.0': ['MF2_INST', 'MF2_LL', 'MF2_LT', 'MF2_VCA', 'MF2_EXEC'],
} as const;

const alt = (groups: Record<string, readonly string[]>): string =>
  Object.values(groups)
    .flat()
    .sort((a, b) => b.length - a.length)
    .join('|');

const origin = appOrigin.replace(/\./g, '\\.');
const id = '[1-9][0-9]*';

export interface UrlScheme {
  id: string;
  /** What opens in the app. */
  opens: string;
  /** Template with {placeholders}, as shown to readers. */
  template: string;
  /** Anchored regular expression (source text) a concrete URL of this scheme matches. */
  pattern: string;
}

export const urlSchemes: UrlScheme[] = [
  {
    id: 'vesting-stream',
    opens: 'the page of one Lockup (vesting) stream',
    template: `${appOrigin}/vesting/stream/{alias}-{chainId}-{streamId}`,
    pattern: `^${origin}/vesting/stream/(${alt(lockupAliases)})-${id}-${id}/?$`,
  },
  {
    id: 'payments-stream',
    opens: 'the page of one Flow (payment) stream',
    template: `${appOrigin}/payments/stream/{alias}-{chainId}-{streamId}`,
    pattern: `^${origin}/payments/stream/(${alt(flowAliases)})-${id}-${id}/?$`,
  },
  {
    id: 'airdrop-campaign',
    opens: 'the page of one airdrop campaign, where eligible addresses claim',
    template: `${appOrigin}/airdrops/campaign/{campaignAddress}-{chainId}`,
    pattern: `^${origin}/airdrops/campaign/0x[0-9a-fA-F]{40}-${id}/?$`,
  },
  {
    id: 'vesting-gallery',
    opens: 'the gallery of vesting shapes, the start of the vesting create form',
    template: `${appOrigin}/vesting/gallery`,
    pattern: `^${origin}/vesting/gallery/?$`,
  },
  {
    id: 'airdrops-create',
    opens: 'the form that creates an airdrop campaign',
    template: `${appOrigin}/airdrops/create`,
    pattern: `^${origin}/airdrops/create/?$`,
  },
];

/** The scheme a URL belongs to, or undefined. */
export function matchScheme(url: string): UrlScheme | undefined {
  return urlSchemes.find((s) => new RegExp(s.pattern).test(url));
}
