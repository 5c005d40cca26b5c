/**
 * STOCK_MODULES=idle-prefetch,html-template,… builds the site with Docusaurus's own module in place of each
 * named replacement of ours, so that bench/replacements.ts can measure what each one gains against
 * the module it replaces (ARCHITECTURE.md, "Where the site replaces Docusaurus internals"). Unset,
 * the build is the normal site. Not for deployment: the stock modules lose what the replacements add
 * (the red Retry box of staged-start, for one).
 */
export const STOCK_MODULE_NAMES = ['idle-prefetch', 'hydration-transitions', 'staged-start', 'html-template'] as const;

export type StockModule = (typeof STOCK_MODULE_NAMES)[number];

function isStockModule(name: string): name is StockModule {
  return (STOCK_MODULE_NAMES as readonly string[]).includes(name);
}

/**
 * Reads the comma list. A misspelt name throws: silently building our module instead would make a
 * measurement compare the site with itself.
 */
export function parseStockModules(value: string | undefined): ReadonlySet<StockModule> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isStockModule(name));
  if (unknown.length) {
    throw new Error(
      `STOCK_MODULES: unknown name${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')}; ` +
        `the names are ${STOCK_MODULE_NAMES.join(', ')}.`,
    );
  }
  return new Set(names.filter(isStockModule));
}
