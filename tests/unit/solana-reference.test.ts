import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { sablier } from 'sablier';
import { coverageProblems } from '../../generators/solana-reference/coverage';
import { loadDescriptions, parseDescriptions } from '../../generators/solana-reference/descriptions';
import { buildData, renderAll, rentExemptLamports, type SolanaReferenceData } from '../../generators/solana-reference/generate';
import { loadPrograms, seedText, type SolanaProgram } from '../../generators/solana-reference/model';
import { accountAnchor, errorAnchor, eventAnchor, instructionAnchor, typeAnchor } from '../../generators/solana-reference/render';
import { SOLANA_RELEASES } from '../../src/lib/releases';

/**
 * The Solana program reference covers its IDLs completely: every instruction (with each of its accounts and
 * arguments), account type, event, error (with its code) and type has an entry on its program's page, and every
 * item has a description. The pages are rendered in memory, not written.
 */
const PAGES = '/pages';
const DATA = '/data';
const programs = loadPrograms();
const files = renderAll(PAGES, DATA);
const pageOf = (program: SolanaProgram): string => {
  const text = files.get(join(PAGES, `${program.slug}.mdx`));
  assert.ok(text, `no page for ${program.slug}`);
  return text;
};
/** The text of an h3 entry, up to the next heading. */
function entry(page: string, anchor: string): string {
  const start = page.search(new RegExp(`^### .* \\{#${anchor}\\}$`, 'm'));
  assert.ok(start >= 0, `no entry #${anchor}`);
  const rest = page.slice(start);
  const body = rest.indexOf('\n') + 1;
  const end = rest.slice(body).search(/^#{2,3} /m);
  return end < 0 ? rest : rest.slice(0, body + end);
}

test('the documented releases give one page per program, at the routes the site links to', () => {
  assert.equal(programs.length, SOLANA_RELEASES.length);
  assert.deepEqual(programs.map((p) => p.slug).sort(), ['sablier-lockup', 'sablier-merkle-instant']);
  for (const program of programs) assert.match(pageOf(program), new RegExp(`^---\\ntitle: "${program.title}"\\n`));
});

test('every IDL item has its description, and no description names what the IDL lacks', () => {
  for (const program of programs) assert.deepEqual(coverageProblems(program, loadDescriptions(program.slug)), [], program.slug);
});

test('every instruction has an entry listing each account (signer, writable, address or seeds) and argument in IDL order', () => {
  for (const program of programs) {
    const page = pageOf(program);
    for (const ix of program.idl.instructions) {
      const text = entry(page, instructionAnchor(ix.name));
      assert.ok(text.includes(`\`[${ix.discriminator.join(', ')}]\``), `${ix.name}: discriminator`);
      const rows = [...text.matchAll(/^\| (\d+) \| `([a-z_]+)` \| (yes|no) \| (yes|no) \| (.*?) \| /gm)];
      assert.deepEqual(
        rows.map((r) => [Number(r[1]), r[2], r[3] === 'yes', r[4] === 'yes']),
        ix.accounts.map((a, i) => [i, a.name, Boolean(a.signer), Boolean(a.writable)]),
        `${program.slug} ${ix.name}: accounts`,
      );
      ix.accounts.forEach((account, i) => {
        const cell = rows[i]![5]!;
        if (account.address) assert.ok(cell.includes(account.address), `${ix.name}.${account.name}: address`);
        else if (account.pda)
          for (const seed of account.pda.seeds) assert.ok(cell.includes(seedText(seed, ix.args)), `${ix.name}.${account.name}: seed`);
        else assert.equal(cell, 'given by the caller');
      });
      for (const arg of ix.args) assert.match(text, new RegExp(`^\\| \`${arg.name}\` \\| `, 'm'), `${ix.name}: argument ${arg.name}`);
      if (!ix.args.length) assert.ok(text.includes('No arguments'), `${ix.name}: no arguments`);
      if (ix.returns) assert.ok(text.includes('**Returns:**'), `${ix.name}: returns`);
    }
  }
});

test('every account type, event and type has an entry; struct fields and enum variants are listed', () => {
  for (const program of programs) {
    const page = pageOf(program);
    const { idl } = program;
    for (const account of idl.accounts)
      assert.ok(entry(page, accountAnchor(account.name)).includes(`[${account.discriminator.join(', ')}]`));
    for (const event of idl.events) assert.ok(entry(page, eventAnchor(event.name)).includes(`[${event.discriminator.join(', ')}]`));
    for (const def of idl.types) {
      entry(page, typeAnchor(def.name));
      const home = idl.accounts.some((a) => a.name === def.name)
        ? accountAnchor(def.name)
        : idl.events.some((e) => e.name === def.name)
          ? eventAnchor(def.name)
          : typeAnchor(def.name);
      const text = entry(page, home);
      const members = def.type.kind === 'struct' ? def.type.fields.map((f) => f.name) : def.type.variants.map((v) => v.name);
      for (const member of members) assert.match(text, new RegExp(`\\| \`${member}\` \\|`), `${def.name}.${member}`);
    }
  }
});

test('every error has an entry with its code, hex code and message, and a row in the summary table', () => {
  for (const program of programs) {
    const page = pageOf(program);
    for (const error of program.idl.errors) {
      const hex = `0x${error.code.toString(16)}`;
      const text = entry(page, errorAnchor(error.name));
      assert.ok(text.includes(`- **Code:** ${error.code} (\`${hex}\`)`), `${error.name}: code`);
      assert.ok(text.includes(error.msg.replace(/([{}<>])/g, '\\$1')), `${error.name}: message`);
      assert.ok(text.includes('**How to avoid it:**'), `${error.name}: fix`);
      assert.ok(
        page.includes(`| ${error.code} | \`${hex}\` | [\`${error.name}\`](#${errorAnchor(error.name)}) |`),
        `${error.name}: table row`,
      );
    }
  }
});

test('every anchor the pages link to exists on the same page', () => {
  for (const program of programs) {
    const page = pageOf(program);
    const ids = new Set([...page.matchAll(/\{#([a-z0-9-]+)\}$/gm)].map((m) => m[1]));
    for (const [, id] of page.matchAll(/\]\(#([a-z0-9-]+)\)/g)) assert.ok(ids.has(id), `${program.slug}: #${id}`);
  }
});

test('the data file has the package deployments and the fixed PDAs of each program', () => {
  const data = JSON.parse(files.get(join(DATA, 'programs.json'))!) as SolanaReferenceData;
  assert.deepEqual(data, JSON.parse(JSON.stringify(buildData(programs))));
  for (const program of data.programs) {
    const release = sablier.solana.releases.getAll().find((r) => r.programNames.includes(program.packageName));
    assert.ok(release, program.packageName);
    const expected = release.deployments.flatMap((d) =>
      d.programs.filter((p) => p.name === program.packageName).map((p) => `${d.chainId} ${p.address}`),
    );
    assert.deepEqual(program.deployments.map((d) => `${d.chainId} ${d.address}`).sort(), expected.sort());
    for (const d of program.deployments)
      for (const explorer of d.explorers) assert.ok(new URL(explorer.url).pathname.endsWith(`/address/${d.address}`), explorer.url);
    assert.ok(
      program.singletons.some((s) => s.account === 'treasury'),
      `${program.slug}: treasury`,
    );
  }
  const lockup = data.programs.find((p) => p.slug === 'sablier-lockup')!;
  assert.equal(lockup.singletons.find((s) => s.account === 'treasury')!.address, 'ssqmHj4HQuuzHzADfxMHFQRnUictPAYTjA8M4crToQZ');
  // StreamData: 8-byte discriminator, 5 u64 amounts, a mint, a bump, a u128 salt, two flags, 3 u64 times, a sender, a flag.
  assert.equal(lockup.accountSizes.find((a) => a.name === 'StreamData')!.bytes, 8 + 40 + 32 + 1 + 16 + 2 + 24 + 32 + 1);
  assert.equal(rentExemptLamports(0), 890_880);
});

test('a description file that breaks the format names its line', () => {
  assert.throws(() => parseDescriptions('x.md', '## Program\n\ntext\n\n## Nonsense\n'), /x\.md:5: unknown section/);
  assert.throws(() => parseDescriptions('x.md', '## Errors\n\n### `A`\n\ntext\n- Caller: anyone\n'), /x\.md:6: "Caller" is not a field/);
  assert.throws(() => parseDescriptions('x.md', '## Arguments\n\n- salt: no backticks\n'), /x\.md:3: expected/);
});

test('coverage figures', (t) => {
  for (const program of programs) {
    const { idl } = program;
    const accounts = idl.instructions.reduce((n, ix) => n + ix.accounts.length, 0);
    const args = idl.instructions.reduce((n, ix) => n + ix.args.length, 0);
    t.diagnostic(
      `${program.title}: ${idl.instructions.length} instructions (${accounts} instruction accounts, ${args} arguments), ${idl.accounts.length} account types, ${idl.events.length} events, ${idl.errors.length} errors (codes ${idl.errors[0]?.code}–${idl.errors.at(-1)?.code}), ${idl.types.length} types: all documented`,
    );
  }
});
