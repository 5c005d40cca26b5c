import type { AxeResults, Result as AxeViolation } from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2 A and AA rules every page must pass. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe is injected as an inline script: open the page with `bypassCSP` (the policy is tested in csp.test.ts). */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, AXE_TAGS);
  return results.violations;
}

export function formatViolation(mode: string, route: string, violation: AxeViolation): string {
  const nodes = violation.nodes.map((node) => {
    const why = [...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ');
    return `      ${node.target.join(' ')}\n        ${why}`;
  });
  return `  [${mode}] ${route} ${violation.id} (${violation.impact}): ${violation.help}\n${nodes.join('\n')}`;
}
