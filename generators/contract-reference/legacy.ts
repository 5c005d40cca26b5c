import { join } from 'node:path';
import { PREVIOUS_RELEASES } from '../../src/lib/releases';
import { contractItems, loadAbi } from './abi';
import { loadLegacyDocs } from './descriptions';
import { cell, frontMatter, mdx } from './render';

interface Row {
  contract: string;
  versions: string[];
  key: string;
  selector: string;
  signature: string;
  returns: string;
}

/** Every function of the legacy (2019–2020) contracts, merged across v1.0 and v1.1. */
export function legacyRows(): Row[] {
  const rows = new Map<string, Row>();
  // Oldest first, so that each row lists its versions in release order.
  for (const version of [...PREVIOUS_RELEASES.legacy].reverse()) {
    const abis = loadAbi('legacy', version);
    for (const contract of Object.keys(abis).sort()) {
      for (const item of contractItems(abis[contract] ?? [])) {
        if (item.kind !== 'function') continue;
        const id = `${contract}.${item.key}`;
        const existing = rows.get(id);
        if (existing) {
          existing.versions.push(version);
          continue;
        }
        const params = (list: typeof item.inputs): string => list.map((p) => `${p.type}${p.name ? ` ${p.name}` : ''}`).join(', ');
        rows.set(id, {
          contract,
          versions: [version],
          key: id,
          selector: item.selector,
          signature: `${item.name}(${params(item.inputs)})`,
          returns: params(item.outputs),
        });
        (rows.get(id) as Row & { constant?: boolean }).constant = item.mutability === 'view' || item.mutability === 'pure';
      }
    }
  }
  return [...rows.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
}

function table(rows: Row[], legacyDocs: Record<string, string>): string[] {
  const out = ['| Function | Selector | Releases | Returns | What it does |', '|---|---|---|---|---|'];
  for (const r of rows) {
    out.push(
      `| \`${cell(r.signature)}\` | \`${r.selector}\` | ${r.versions.join(', ')} | ${r.returns ? `\`${cell(r.returns)}\`` : '—'} | ${cell(legacyDocs[r.key] ?? '')} |`,
    );
  }
  return out;
}

/** Writes the legacy pages under `out` through `write` (generate.ts owns the files); returns how many. */
export function generateLegacy(out: string, write: (path: string, text: string) => void): number {
  write(join(out, '_category_.json'), `${JSON.stringify({ label: 'Contracts', position: 10, collapsed: false }, null, 2)}\n`);
  const rows = legacyRows() as (Row & { constant: boolean })[];
  const docs = loadLegacyDocs();
  const pages: [string, string, string, boolean][] = [
    ['constant-functions', 'Constant functions', 'read', true],
    ['non-constant-functions', 'Non-constant functions', 'write', false],
  ];
  pages.forEach(([slug, title, verb, constant], index) => {
    const list = rows.filter((r) => r.constant === constant);
    const intro = constant
      ? 'These functions of the legacy Sablier contracts only read state: calling them costs no gas when done off chain, and they never change a stream.'
      : 'These functions of the legacy Sablier contracts change state and must be sent in a transaction. The legacy contracts predate custom errors: they revert with plain strings, and most of them return `true` on success.';
    const text = [
      frontMatter(
        title,
        `Every function of the legacy Sablier contracts (v1.0 and v1.1) that ${verb}s state, with its selector.`,
        index + 1,
      ),
      mdx(intro),
      '',
      'The legacy protocol (2019–2020) streams a fixed deposit at a constant rate per second between a start and a stop time. Release v1.1 is the plain `Sablier` contract; v1.0 also had compounding streams on Compound cTokens, a pause switch, a fee on earnings and the `Payroll` companion contract. Signatures and selectors come from the ABIs in the `sablier` npm package; the descriptions are ours.',
      '',
      ...['Sablier', 'Payroll'].flatMap((contract) => {
        const mine = list.filter((r) => r.contract === contract);
        if (!mine.length) return [];
        return [`## ${contract} {#${contract.toLowerCase()}}`, '', ...table(mine, docs), ''];
      }),
    ];
    write(join(out, `${slug}.mdx`), `${text.join('\n')}\n`);
  });
  return pages.length;
}
