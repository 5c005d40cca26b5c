/**
 * Every environment variable the site reads, in one place, so the README and the config agree.
 * All are optional: with none set the site builds and runs fully offline.
 */
export interface SiteEnv {
  siteUrl: string;
  algolia: { appId: string; apiKey: string; indexName: string } | null;
  analytics: boolean;
  chatWidgetSrc: string | null;
  testFixtures: boolean;
  docsAreas: string[] | null;
  /**
   * Where these docs' sources live on the code host, for the "Edit this page" links of written
   * pages; writers open pull requests against the production branch (see the README's Deployment).
   */
  docsRepository: { url: string; branch: string };
}

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function readSiteEnv(env: NodeJS.ProcessEnv = process.env): SiteEnv {
  const appId = nonEmpty(env.ALGOLIA_APP_ID);
  const apiKey = nonEmpty(env.ALGOLIA_SEARCH_API_KEY);
  const indexName = nonEmpty(env.ALGOLIA_INDEX_NAME);
  const areas = nonEmpty(env.DOCS_AREAS);
  return {
    siteUrl: nonEmpty(env.SITE_URL) ?? 'https://docs.sablier.com',
    // Algolia only when all three are present: a half-configured search would fail for readers.
    algolia: appId && apiKey && indexName ? { appId, apiKey, indexName } : null,
    analytics: env.VERCEL === '1' || env.ENABLE_ANALYTICS === '1',
    chatWidgetSrc: nonEmpty(env.CHAT_WIDGET_SRC),
    testFixtures: env.DOCS_TEST_FIXTURES === '1',
    docsAreas: areas
      ? areas
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean)
      : null,
    docsRepository: {
      url: nonEmpty(env.DOCS_REPOSITORY_URL)?.replace(/\/+$/, '') ?? 'https://github.com/sablier-labs/docs',
      branch: nonEmpty(env.DOCS_REPOSITORY_BRANCH) ?? 'main',
    },
  };
}
