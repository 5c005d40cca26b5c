import { useSingleGraphql } from './single-graphql';
import { graphqlMarkdownOptions, INDEXERS, SECTIONS, type Indexer, type Section } from './instances';

/**
 * Runs one GraphQL-Markdown instance: `node --import tsx plugins/graphql-api/run-instance.ts lockup envio [root]`,
 * writing under `root/api/…` (default `./docs`; generate.ts passes a scratch folder and copies what changed).
 * generate.ts starts one process per instance because GraphQL-Markdown keeps per-type state on
 * graphql-js objects that all schemas share (the built-in scalars), which would mix the
 * "member of" lists of different schemas if several ran in one process.
 */
async function main(): Promise<void> {
  const [section, indexer, rootPath] = process.argv.slice(2) as [Section, Indexer, string | undefined];
  if (!SECTIONS.includes(section) || !INDEXERS.includes(indexer))
    throw new Error(`usage: run-instance.ts <${SECTIONS.join('|')}> <${INDEXERS.join('|')}>`);
  useSingleGraphql();
  const { runGraphQLMarkdown } = (await import('@graphql-markdown/cli')) as unknown as {
    runGraphQLMarkdown: (options: object, cli: object, logger: string) => Promise<void>;
  };
  const options = graphqlMarkdownOptions(section, indexer);
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
