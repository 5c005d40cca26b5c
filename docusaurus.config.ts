import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

import { areas, externalLinks, footerColumns } from './navigation';
import { readSiteEnv } from './site.env';
import { generatedSource } from './src/lib/generated-pages';
import {
  PREVIOUS_RELEASES,
  PRODUCTS,
  currentRelease,
  currentReleaseLabel,
  currentReleases,
  deploymentsRoute,
  releaseKey,
  releaseLabel,
} from './src/lib/releases';
import { codeTheme } from './src/prismThemes';
import remarkKatexStylesheet from './markdown/remark-katex-stylesheet';
import rehypeStaticMath from './markdown/rehype-static-math';
import rehypeKatexFontPreloads from './markdown/rehype-katex-font-preloads';
import rehypeFocusableMath from './markdown/rehype-focusable-math';
import { darkWithoutStorage, themeChoiceBootstrap } from './overrides/theme-choice-bootstrap';
import testFixtures from './plugins/test-fixtures';
import { graphqlMarkdownPlugins } from './generators/graphql-api/instances';
import { pruneSidebar } from './generators/graphql-api/sidebar';
import searchIndex from './plugins/search-index';
import markdownTwins from './plugins/markdown-twins';
import oldAddressPages from './plugins/old-address-pages';
import compileHints from './plugins/compile-hints';
import startUpChunks from './plugins/start-up-chunks';
import settledDevRebuilds from './plugins/settled-dev-rebuilds';
import referenceIslands from './overrides/reference-islands';
import lazyCodeHighlighting from './overrides/lazy-code-highlighting';
import { htmlTemplate } from './overrides/html-template';
import idlePrefetch from './overrides/idle-prefetch';
import safeNavigation from './overrides/safe-navigation';
import searchQueryLength from './overrides/search-query-length';
import lazyDevCompilation from './overrides/lazy-dev-compilation';
import { liveGeneratorPlugins } from './plugins/live-generators';

const env = readSiteEnv();

const labels = PRODUCTS.map(currentReleaseLabel);
/** "Lockup v2.0, Flow v1.1 and Airdrops v1.3". */
const currentLabels = `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

/** The earlier releases of each product, newest first, each linking to its deployments page. */
const previousReleaseItems = PRODUCTS.flatMap((protocol) =>
  PREVIOUS_RELEASES[protocol].map((version) => ({
    to: deploymentsRoute({ protocol, version }),
    label: releaseLabel({ protocol, version }),
  })),
);

/** With DOCS_AREAS set (e.g. "concepts,guides"), only those folders build: a fast preview for writers. */
const partialBuild = env.docsAreas !== null;
const docsInclude = env.docsAreas ? env.docsAreas.map((area) => `${area}/**/*.{md,mdx}`) : ['**/*.{md,mdx}'];

const config: Config = {
  title: 'Sablier Docs',
  tagline: 'Token streaming for vesting, payroll and airdrops, documented end to end.',
  favicon: 'img/favicon.svg',
  url: env.siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'sablier-labs',
  projectName: 'docs',

  onBrokenLinks: partialBuild ? 'warn' : 'throw',
  onBrokenAnchors: partialBuild ? 'warn' : 'throw',
  onBrokenMarkdownLinks: partialBuild ? 'warn' : 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en' } },
  },

  future: {
    v4: true,
    // Rspack, SWC and Lightning CSS; DOCS_FASTER=0 switches back to webpack to compare (bench/build.ts).
    experimental_faster:
      process.env.DOCS_FASTER === '0'
        ? false
        : {
            swcJsLoader: true,
            swcJsMinimizer: true,
            swcHtmlMinimizer: true,
            lightningCssMinimizer: true,
            rspackBundler: true,
            rspackPersistentCache: true,
            ssgWorkerThreads: true,
            // The browser build never compiles the reference pages kept as islands (overrides/reference-islands), so the
            // server build must not wait for the browser's compilation of each page, as this cache makes it do.
            mdxCrossCompilerCache: false,
          },
  },

  markdown: {
    mermaid: true,
  },

  headTags: [themeChoiceBootstrap],

  customFields: {
    searchMode: env.algolia ? 'algolia' : 'local',
    analytics: env.analytics,
    chatWidgetSrc: env.chatWidgetSrc,
  },

  themes: ['@docusaurus/theme-mermaid'],

  clientModules: ['./src/clientModules/startFailure.ts', './src/clientModules/thirdParty.ts', './src/clientModules/hydration.ts'],
  // Start-up scripts load after the first paint (overrides/html-template says why).
  ssrTemplate: htmlTemplate,

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          include: docsInclude,
          // Partials. Drafts (`draft: true` in their front matter) are served by `npm start` and left out of builds.
          exclude: ['**/_*.{md,mdx}', '**/_*/**'],
          breadcrumbs: true,
          // Generated GraphQL references list only their overview and entity pages in the sidebar.
          sidebarItemsGenerator: async ({ defaultSidebarItemsGenerator, ...args }) =>
            pruneSidebar(await defaultSidebarItemsGenerator(args)),
          // Written pages link to their file; generated ones have no file on the code host and name
          // their source and generator instead (src/theme/DocItem/Footer).
          editUrl: ({ docPath, permalink }) =>
            generatedSource(permalink) ? undefined : `${env.docsRepository.url}/edit/${env.docsRepository.branch}/docs/${docPath}`,
          // The date of the last commit that touched the page's file (one `git log` per written page;
          // generated pages are not tracked and show none). Its build time: bench/results/build.md.
          showLastUpdateTime: true,
          lastVersion: 'current',
          versions: { current: { label: 'Next', path: '' } },
          remarkPlugins: [remarkMath, remarkKatexStylesheet],
          rehypePlugins: [[rehypeKatex, { strict: false }], rehypeFocusableMath, rehypeKatexFontPreloads, rehypeStaticMath],
        },
        blog: false,
        theme: { customCss: ['./src/css/custom.css', './src/css/code-colors.css'] },
        sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/search', '/__fixtures/**'] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    darkWithoutStorage,
    oldAddressPages,
    ...(env.testFixtures ? [testFixtures] : []),
    ...graphqlMarkdownPlugins(),
    // `npm start` re-runs a generator when its inputs change (examples, schemas, contract descriptions).
    ...liveGeneratorPlugins(),
    referenceIslands,
    lazyCodeHighlighting,
    idlePrefetch,
    safeNavigation,
    lazyDevCompilation,
    settledDevRebuilds,
    searchIndex,
    searchQueryLength,
    compileHints,
    startUpChunks,
    markdownTwins,
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'theme-color', content: '#0b0f14' }],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      // A new set of releases gets a new id, so readers who dismissed the old announcement see this one.
      id: `current-${currentReleases.map(releaseKey).join('-')}`,
      content: `These docs cover ${currentLabels}. <a href="${deploymentsRoute(currentRelease('lockup'))}">See where they are deployed</a>.`,
      isCloseable: true,
    },
    docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: 'Sablier',
      logo: { alt: 'Sablier logo', src: 'img/logo.svg', width: 32, height: 32 },
      hideOnScroll: false,
      items: [
        ...areas
          .filter((area) => env.docsAreas === null || env.docsAreas.includes(area.basePath))
          .map((area) => ({
            type: 'docSidebar' as const,
            sidebarId: area.sidebarId,
            label: area.label,
            position: 'left' as const,
            activeBaseRegex: `^/${area.basePath}(/|$)`,
          })),
        {
          type: 'docsVersionDropdown',
          position: 'right',
          // The docs have one version; earlier protocol releases live on their own deployment pages.
          dropdownItemsAfter: [
            { type: 'html', value: '<hr class="dropdown-separator" />' },
            ...previousReleaseItems,
            { to: '/guides/legacy/overview', label: 'Legacy (v1)' },
          ],
        },
        // The class names give src/css/custom.css stable hooks (the theme's own are hashed CSS-module names).
        { type: 'localeDropdown', position: 'right', className: 'navbar-locale' },
        {
          href: externalLinks.discord,
          label: 'Discord',
          position: 'right',
          className: 'navbar-external',
          'aria-label': 'Community chat on Discord',
        },
        {
          href: externalLinks.github,
          label: 'GitHub',
          position: 'right',
          className: 'navbar-external',
          'aria-label': 'Source code on GitHub',
        },
        { href: externalLinks.links, label: 'Links', position: 'right', className: 'navbar-external', 'aria-label': 'All Sablier links' },
      ],
    },
    footer: {
      style: 'dark',
      links: footerColumns,
      copyright: `Copyright © ${new Date().getFullYear()} Sablier Labs. Documentation content licensed CC BY 4.0.`,
    },
    algolia: env.algolia
      ? { ...env.algolia, contextualSearch: true, searchPagePath: 'search' }
      : // The theme requires these keys; in local mode the search client never contacts Algolia.
        { appId: 'LOCAL', apiKey: 'local', indexName: 'sablier-docs', contextualSearch: true, searchPagePath: 'search' },
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: ['solidity', 'bash', 'json', 'graphql', 'diff', 'toml'],
    },
    mermaid: { theme: { light: 'neutral', dark: 'dark' } },
  } satisfies Preset.ThemeConfig,
};

export default config;
