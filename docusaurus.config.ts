import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

import { areas, externalLinks, footerColumns } from './navigation';
import { clientRedirects, docRoutesUnder } from './redirects';
import { readSiteEnv } from './site.env';
import remarkKatexStylesheet from './plugins/remark-katex-stylesheet';
import { themeChoiceBootstrap } from './plugins/theme-choice-bootstrap';
import searchIndex from './plugins/search-index';

const env = readSiteEnv();

/** With DOCS_AREAS set (e.g. "concepts,guides"), only those folders build: a fast preview for writers. */
const partialBuild = env.docsAreas !== null;
const builtDocRoutes = new Set(partialBuild ? docRoutesUnder('') : []);
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
    experimental_faster: true,
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

  clientModules: ['./src/clientModules/thirdParty.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          include: docsInclude,
          // Drafts stay in the repo for writers but are never published.
          exclude: ['**/_*.{md,mdx}', '**/_*/**', 'guides/frontend.{md,mdx}'],
          breadcrumbs: true,
          showLastUpdateTime: false,
          lastVersion: 'current',
          versions: { current: { label: 'Next', path: '' } },
          remarkPlugins: [remarkMath, remarkKatexStylesheet],
          rehypePlugins: [[rehypeKatex, { strict: false }]],
        },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/search', '/__fixtures/**'] },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        // A partial build keeps only the redirects whose target it builds; a full build checks them all.
        redirects: partialBuild
          ? clientRedirects().filter((r) => builtDocRoutes.has(r.to))
          : clientRedirects(),
      },
    ],
    ...(env.testFixtures ? ['./plugins/test-fixtures'] : []),
    searchIndex,
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
      id: 'lockup-v2-flow-v1-1',
      content:
        'Lockup v2.0, Flow v1.1 and Airdrops v1.3 are the current releases. <a href="/guides/lockup/deployments">See where they are deployed</a>.',
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
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { href: externalLinks.discord, label: 'Discord', position: 'right', 'aria-label': 'Community chat on Discord' },
        { href: externalLinks.github, label: 'GitHub', position: 'right', 'aria-label': 'Source code on GitHub' },
        { href: externalLinks.links, label: 'Links', position: 'right', 'aria-label': 'All Sablier links' },
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
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['solidity', 'bash', 'json', 'graphql', 'diff', 'toml'],
    },
    mermaid: { theme: { light: 'neutral', dark: 'dark' } },
  } satisfies Preset.ThemeConfig,
};

export default config;
