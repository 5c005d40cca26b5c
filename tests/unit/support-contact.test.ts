import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { externalLinks, footerColumns } from '../../navigation';

/** The contact page describes the channels the navbar and footer link to (navigation.ts), so it cannot fall behind them. */
const page = readFileSync(join(__dirname, '..', '..', 'docs', 'support', 'contact.mdx'), 'utf8');

test('the contact page links every external channel of the footer and the navbar', () => {
  const footerHrefs = footerColumns.flatMap((column) => column.items.flatMap((item) => ('href' in item && item.href ? [item.href] : [])));
  const navbarHrefs = [externalLinks.discord, externalLinks.github, externalLinks.links];
  const missing = [...new Set([...footerHrefs, ...navbarHrefs])].filter((href) => !page.includes(`](${href})`));
  assert.deepEqual(missing, []);
});

test('security reports go to the private address the security page names', () => {
  const security = readFileSync(join(__dirname, '..', '..', 'docs', 'concepts', 'security.mdx'), 'utf8');
  const address = /report it privately by email to \*\*([^*\s]+@[^*\s]+)\*\*/.exec(security)?.[1];
  assert.ok(address, 'the security page names an address');
  assert.ok(page.includes(`(mailto:${address})`), address);
  assert.match(page, /\{#security\}/);
});
