import type { GeneratedRedirects, PatternRule, Redirect } from '../../lib/generated-redirects';
import { escapeRegExp } from '../../src/lib/regexp';
import type { SolanaProgram } from './model';
import { programRoute } from './render';

/**
 * The public docs site had a program reference of its own, one folder per program named as the IDL names the
 * program without `sablier_` (`/solana/program-reference/merkle-instant/…`), each with a declaration page (called
 * `program-declaration`, or after the program), the accounts contexts of the instructions (a page whose id,
 * `context accounts`, holds a space), the errors and the events. Each leads to the matching part of our page.
 */

/** The old folder of a program: `sablier_merkle_instant` → `merkle-instant`. */
export const oldProgramFolder = (program: SolanaProgram): string => program.idl.metadata.name.replace(/^sablier_/, '').replace(/_/g, '-');

/** The space of `context accounts`, as a host may see it: decoded or still percent-encoded. */
const SPACE = '(?:%20|\\s)';

/**
 * Old page → section of our page. The declaration and the accounts contexts lead to the page without a section,
 * so that the browser keeps the reader's own `#instruction` (a redirect without a fragment inherits the request's),
 * which our page's instruction ids match for one-word names; errors and events lead to their sections.
 */
function oldPages(folder: string): { names: string[]; section: string }[] {
  return [
    { names: ['program-declaration', folder, 'context accounts'], section: '' },
    { names: ['errors'], section: '#errors' },
    { names: ['events'], section: '#events' },
  ];
}

export function solanaOldAddresses(programs: SolanaProgram[]): GeneratedRedirects {
  const redirects: Redirect[] = [];
  const patterns: PatternRule[] = [];
  for (const program of programs) {
    const folder = oldProgramFolder(program);
    for (const { names, section } of oldPages(folder)) {
      const to = `${programRoute(program)}${section}`;
      for (const name of names) redirects.push({ from: `/solana/program-reference/${folder}/${name}`, to });
      // One host rule per page group; the client pages above take the decoded address, the host either form.
      const alternatives = names.map((name) => escapeRegExp(name).replace(/ /g, SPACE)).join('|');
      patterns.push({ source: `/solana/program-reference/${folder}/:page(${alternatives})`, destination: to });
    }
  }
  return { redirects, patterns };
}
