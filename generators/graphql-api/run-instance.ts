import { useSingleGraphql } from './single-graphql';
import { INDEXERS, type Indexer } from '../../src/lib/indexers';
import { APIS, graphqlMarkdownOptions, type Api } from './instances';

/**
 * Runs one GraphQL-Markdown instance: `node --import tsx generators/graphql-api/run-instance.ts streams envio [root]`,
 * writing under `root/api/…` (default `./docs`; generate.ts passes a scratch folder and copies what changed).
 * generate.ts starts one process per instance because GraphQL-Markdown keeps per-type state on
 * graphql-js objects that all schemas share (the built-in scalars), which would mix the
 * "member of" lists of different schemas if several ran in one process.
 */
async function main(): Promise<void> {
  const [api, indexer, rootPath] = process.argv.slice(2) as [Api, Indexer, string | undefined];
  if (!APIS.includes(api) || !INDEXERS.includes(indexer))
    throw new Error(`usage: run-instance.ts <${APIS.join('|')}> <${INDEXERS.join('|')}>`);
  useSingleGraphql();
  const { runGraphQLMarkdown } = (await import('@graphql-markdown/cli')) as unknown as {
    runGraphQLMarkdown: (options: object, cli: object, logger: string) => Promise<void>;
  };
  const options = graphqlMarkdownOptions(api, indexer);
  await runGraphQLMarkdown(
    {
      ...options,
      rootPath: rootPath ?? options.rootPath,
      docOptions: { generatorFrameworkName: 'docusaurus', generatorFrameworkVersion: '3.8.1', ...options.docOptions },
    },
    { force: true, formatter: '@graphql-markdown/docusaurus/mdx' },
    '@docusaurus/logger',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
