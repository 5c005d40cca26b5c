/** Navbar and footer data: plain data, kept out of the config so tests can read it directly. */
export const externalLinks = {
  website: 'https://sablier.com',
  app: 'https://app.sablier.com',
  blog: 'https://blog.sablier.com',
  discord: 'https://discord.sablier.com',
  x: 'https://x.com/Sablier',
  github: 'https://github.com/sablier-labs',
  links: 'https://sablier.com/links',
  audits: 'https://github.com/sablier-labs/audits',
  npm: 'https://www.npmjs.com/package/sablier',
} as const;

/** The six areas: label, the base path that marks the item active, and the page it opens. */
export const areas = [
  { label: 'Concepts', basePath: 'concepts', landing: '/concepts/what-is-sablier', sidebarId: 'conceptsSidebar' },
  { label: 'Guides', basePath: 'guides', landing: '/guides/lockup/overview', sidebarId: 'guidesSidebar' },
  { label: 'APIs', basePath: 'api', landing: '/api/overview', sidebarId: 'apiSidebar' },
  { label: 'Reference', basePath: 'reference', landing: '/reference/overview', sidebarId: 'referencesSidebar' },
  { label: 'Apps', basePath: 'apps', landing: '/apps/features/overview', sidebarId: 'appSidebar' },
  { label: 'Support', basePath: 'support', landing: '/support/faq', sidebarId: 'supportSidebar' },
] as const;

export type Area = (typeof areas)[number];

export const footerColumns = [
  {
    title: 'Company',
    items: [
      { label: 'Website', href: externalLinks.website },
      { label: 'Blog', href: externalLinks.blog },
      { label: 'Brand kit', to: '/apps/branding' },
      { label: 'Security and audits', to: '/concepts/security' },
    ],
  },
  {
    title: 'Community',
    items: [
      { label: 'Discord', href: externalLinks.discord },
      { label: 'X (Twitter)', href: externalLinks.x },
      { label: 'All links', href: externalLinks.links },
    ],
  },
  {
    title: 'Developers',
    items: [
      { label: 'GitHub', href: externalLinks.github },
      { label: 'Audits', href: externalLinks.audits },
      { label: 'SDK on npm', href: externalLinks.npm },
      { label: 'Contract reference', to: '/reference/overview' },
    ],
  },
];
