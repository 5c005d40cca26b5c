import type { PluginConfig } from '@docusaurus/types';

import { type Indexer, INDEXERS } from '../../src/lib/indexers';
import { useSingleGraphql } from './single-graphql';

/**
 * The four GraphQL reference instances (two APIs × two indexers) and the three site sections they fill, shared by
 * docusaurus.config.ts (which registers `graphql-to-doc:<id>` commands) and generate.ts.
 */
export const SECTIONS = ['airdrops', 'flow', 'lockup'] as const;
export type Section = (typeof SECTIONS)[number];

/**
 * The indexers serve two APIs (sablier-labs/indexers v7.1.0): "streams", one indexer for Lockup and Flow since
 * v4.0.0, and "airdrops". Each has its entity schema in schema/<api>.graphql. The site keeps the spec's three
 * sections: the lockup and flow sections split the streams API between them.
 */
export const APIS = ['streams', 'airdrops'] as const;
export type Api = (typeof APIS)[number];
export const SECTION_API: Record<Section, Api> = { airdrops: 'airdrops', flow: 'streams', lockup: 'streams' };

/** The section whose folder holds an API's shared types (and so its GraphQL-Markdown output). */
export const HOME_SECTION: Record<Api, Section> = { streams: 'lockup', airdrops: 'airdrops' };

/** The sections that show one API: streams is split between lockup and flow. */
export const apiSections = (api: Api): Section[] => SECTIONS.filter((s) => SECTION_API[s] === api);

/**
 * Which section's folder holds the page of a type of an API. Flow's own types all start with "Flow"/"flow"
 * (`FlowStream_bool_exp`, `flowStreams`, the Envio scalar `flowstreamcategory`); everything else of the streams
 * API, Lockup's own types and the shared ones, stays with Lockup.
 */
export function sectionOfType(api: Api, name: string): Section {
  if (api === 'streams') return /^flow/i.test(name) ? 'flow' : 'lockup';
  return HOME_SECTION[api];
}

/** Where the derived SDL of one instance is written (relative to the site root). */
export const sdlPath = (api: Api, indexer: Indexer) => `.generated/graphql/${api}-${indexer}.graphql`;
/** The same API as introspection JSON, which GraphQL-Markdown reads. */
export const introspectionPath = (api: Api, indexer: Indexer) => `.generated/graphql/${api}-${indexer}.json`;
/** The overview page of a section's reference (GraphQL-Markdown copies the home section's into its output). */
export const homepagePath = (section: Section, indexer: Indexer) => `.generated/graphql/home/${section}-${indexer}/overview.mdx`;
/** Output folder of one section's reference (relative to the site root). */
export const outputDir = (section: Section, indexer: Indexer) => `docs/api/${section}/graphql/${indexer}`;

/**
 * Name of the environment variable that points one instance at a live endpoint instead of the
 * SDL derived from the repo, e.g. GRAPHQL_SCHEMA_URL_STREAMS_THE_GRAPH=https://…/graphql.
 */
export const liveUrlVariable = (api: Api, indexer: Indexer) => `GRAPHQL_SCHEMA_URL_${api}_${indexer}`.toUpperCase().replace(/-/g, '_');

export function liveUrl(api: Api, indexer: Indexer, env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env[liveUrlVariable(api, indexer)]?.trim();
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

export function graphqlMarkdownOptions(api: Api, indexer: Indexer, env: NodeJS.ProcessEnv = process.env): GraphqlMarkdownOptions {
  const url = liveUrl(api, indexer, env);
  const section = HOME_SECTION[api];
  return {
    id: `${api}-${indexer}`,
    schema: url ?? `./${introspectionPath(api, indexer)}`,
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
  return APIS.flatMap((a) => INDEXERS.map((i) => ['@graphql-markdown/docusaurus', { ...graphqlMarkdownOptions(a, i) }] as PluginConfig));
}
