import type { PluginConfig } from '@docusaurus/types';

import { useSingleGraphql } from './single-graphql';

/**
 * The six GraphQL reference instances (three sections × two indexers), shared by
 * docusaurus.config.ts (which registers `graphql-to-doc:<id>` commands) and generate.ts.
 */
export const SECTIONS = ['airdrops', 'flow', 'lockup'] as const;
export const INDEXERS = ['envio', 'the-graph'] as const;
export type Section = (typeof SECTIONS)[number];
export type Indexer = (typeof INDEXERS)[number];

/**
 * The indexers serve two APIs (sablier-labs/indexers v7.1.0): "streams", one indexer for Lockup and Flow since
 * v4.0.0, and "airdrops". Each has its entity schema in schema/<api>.graphql. The site keeps the spec's three
 * sections: the lockup and flow sections split the streams API between them.
 */
export const APIS = ['streams', 'airdrops'] as const;
export type Api = (typeof APIS)[number];
export const SECTION_API: Record<Section, Api> = { airdrops: 'airdrops', flow: 'streams', lockup: 'streams' };

export const INDEXER_LABELS: Record<Indexer, string> = { envio: 'Envio', 'the-graph': 'The Graph' };

/** Where the derived SDL of one instance is written (relative to the site root). */
export const sdlPath = (section: Section, indexer: Indexer) => `.generated/graphql/${section}-${indexer}.graphql`;
/** The same API as introspection JSON, which GraphQL-Markdown reads. */
export const introspectionPath = (section: Section, indexer: Indexer) => `.generated/graphql/${section}-${indexer}.json`;
/** The overview page copied into the output folder. */
export const homepagePath = (section: Section, indexer: Indexer) => `.generated/graphql/home/${section}-${indexer}/overview.mdx`;
/** Output folder of one instance (relative to the site root). */
export const outputDir = (section: Section, indexer: Indexer) => `docs/api/${section}/graphql/${indexer}`;

/**
 * Name of the environment variable that points one instance at a live endpoint instead of the
 * SDL derived from the repo, e.g. GRAPHQL_SCHEMA_URL_LOCKUP_THE_GRAPH=https://…/graphql.
 */
export const liveUrlVariable = (section: Section, indexer: Indexer) =>
  `GRAPHQL_SCHEMA_URL_${section}_${indexer}`.toUpperCase().replace(/-/g, '_');

export function liveUrl(section: Section, indexer: Indexer, env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env[liveUrlVariable(section, indexer)]?.trim();
  return value ? value : null;
}

export interface GraphqlMarkdownOptions {
  id: string;
  schema: string;
  loaders: Record<string, string>;
  rootPath: string;
  baseURL: string;
  linkRoot: string;
  homepage: string;
  printTypeOptions: { hierarchy: 'entity' };
  docOptions: { frontMatter: Record<string, unknown>; index: boolean };
  metatags: { name: string; content: string }[];
  pretty: boolean;
  force: boolean;
}

export function graphqlMarkdownOptions(section: Section, indexer: Indexer, env: NodeJS.ProcessEnv = process.env): GraphqlMarkdownOptions {
  const url = liveUrl(section, indexer, env);
  return {
    id: `${section}-${indexer}`,
    schema: url ?? `./${introspectionPath(section, indexer)}`,
    loaders: url ? { UrlLoader: '@graphql-tools/url-loader' } : { JsonFileLoader: '@graphql-tools/json-file-loader' },
    rootPath: './docs',
    baseURL: `api/${section}/graphql/${indexer}`,
    linkRoot: '/',
    homepage: `./${homepagePath(section, indexer)}`,
    printTypeOptions: { hierarchy: 'entity' },
    // Reference pages are many and alike: keep them out of search engines and mark them for styling.
    docOptions: { frontMatter: { sidebar_class_name: 'graphql-reference-item' }, index: false },
    metatags: [{ name: 'robots', content: 'noindex' }],
    pretty: false,
    force: true,
  };
}

/** Plugin entries for docusaurus.config.ts (they add the `docusaurus graphql-to-doc:<id>` commands). */
export function graphqlMarkdownPlugins(): PluginConfig[] {
  if (process.argv.some((arg) => arg.startsWith('graphql-to-doc'))) useSingleGraphql();
  return SECTIONS.flatMap((s) =>
    INDEXERS.map((i) => ['@graphql-markdown/docusaurus', { ...graphqlMarkdownOptions(s, i) }] as PluginConfig),
  );
}
