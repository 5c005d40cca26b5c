import type { Page } from 'playwright-core';

import { docRoute, handWrittenDocs } from './docs';

/** The long generated pages, one of each kind: the largest contracts, Airdrops campaigns, the errors index, GraphQL types. */
export const LONG_PAGES = [
  '/reference/lockup/contracts/sablier-lockup',
  '/reference/flow/contracts/sablier-flow',
  '/reference/airdrops/contracts/sablier-merkle-instant',
  '/reference/airdrops/contracts/sablier-merkle-lt',
  '/reference/airdrops/contracts/sablier-factory-merkle-lt',
  '/reference/errors',
  '/api/lockup/graphql/the-graph/objects/lockup-stream',
  '/api/lockup/graphql/envio/objects/lockup-stream',
  '/api/airdrops/graphql/envio/objects/campaign',
];

/** Every deployments page, current and previous, read from the written pages so a new release is covered. */
export function deploymentsPages(): string[] {
  return handWrittenDocs()
    .map((doc) => docRoute(doc.path))
    .filter((route) => /^\/guides\/[^/]+\/(deployments|previous-deployments\/[^/]+)$/.test(route))
    .sort();
}

/** What an article holds that a reader moves through, by the selector that finds it in the DOM. */
export const ARTICLE_PARTS = {
  heading: 'h1, h2, h3, h4, h5, h6',
  link: 'a[href]',
  table: 'table',
  'code block': 'pre',
} as const;

export type ArticlePart = keyof typeof ARTICLE_PARTS;

export interface ArticleInTree {
  /** Per kind, how many the article shows and how many of those the accessibility tree holds. */
  counts: Record<ArticlePart, { inArticle: number; inTree: number }>;
  /** The elements the tree lacks, described for a failure message. */
  missing: string[];
  /** Elements in the document, to weigh a page. */
  domElements: number;
}

interface AXNode {
  ignored: boolean;
  backendDOMNodeId?: number;
}

interface DOMNode {
  backendNodeId: number;
  attributes?: string[];
  children?: DOMNode[];
}

const MARK = 'data-ax-check';

/**
 * Compares the article's headings, links, tables and code blocks with Chromium's full accessibility tree, the tree
 * screen readers read, node by node (each tree node names its DOM node). An element hidden on purpose (`hidden`,
 * `display: none`) is not expected in the tree; one off screen or visually clipped (screen-reader text) is.
 */
export async function articleInTree(page: Page): Promise<ArticleInTree> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const described = await page.evaluate(
      ({ parts, mark }) => {
        const found: Record<string, string[]> = {};
        for (const [kind, selector] of Object.entries(parts)) {
          const elements = Array.from(document.querySelectorAll(`article :is(${selector})`)).filter((el) => el.checkVisibility());
          for (const [i, el] of elements.entries()) el.setAttribute(mark, `${kind}:${i}`);
          found[kind] = elements.map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 60)}"`);
        }
        return { found, domElements: document.getElementsByTagName('*').length };
      },
      { parts: ARTICLE_PARTS, mark: MARK },
    );
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const inTree = new Set(nodes.filter((node) => !node.ignored).map((node) => node.backendDOMNodeId));
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: DOMNode };
    const reached = new Set<string>();
    const walk = (node: DOMNode): void => {
      const attributes = node.attributes ?? [];
      const at = attributes.indexOf(MARK);
      if (at !== -1 && at % 2 === 0 && inTree.has(node.backendNodeId)) reached.add(attributes[at + 1]!);
      for (const child of node.children ?? []) walk(child);
    };
    walk(root);
    const counts = {} as ArticleInTree['counts'];
    const missing: string[] = [];
    for (const kind of Object.keys(ARTICLE_PARTS) as ArticlePart[]) {
      const shown = described.found[kind] ?? [];
      shown.forEach((text, i) => {
        if (!reached.has(`${kind}:${i}`)) missing.push(`${kind}: ${text}`);
      });
      counts[kind] = { inArticle: shown.length, inTree: shown.filter((_, i) => reached.has(`${kind}:${i}`)).length };
    }
    return { counts, missing, domElements: described.domElements };
  } finally {
    await cdp.detach();
  }
}
