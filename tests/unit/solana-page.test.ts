import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageSolanaRelease } from '../../lib/sablier-package';
import { SOLANA_RELEASES } from '../../src/lib/releases';

/** The hand-typed Solana facts of the concept pages (instruction names, seeds) must match the packaged IDLs. */

interface IdlSeed {
  kind: string;
  value?: number[];
}
interface Idl {
  instructions: { name: string; accounts: { pda?: { seeds: IdlSeed[]; program?: unknown } }[] }[];
}

const read = (name: string): string => readFileSync(join(__dirname, '..', '..', 'docs', 'concepts', 'solana', `${name}.mdx`), 'utf8');
const overview = read('overview');
const accounts = read('accounts');

/** The text of a heading's section, up to the next heading of the same or a higher level. */
function section(page: string, id: string): string {
  const start = page.search(new RegExp(`^#+ .*\\{#${id}\\}$`, 'm'));
  assert.ok(start >= 0, `the page has #${id}`);
  const level = /^#+/.exec(page.slice(start))![0].length;
  const rest = page.slice(page.indexOf('\n', start) + 1);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

const PROGRAM_SECTIONS: Record<string, string> = { SablierLockupLinear: 'lockup', SablierMerkleInstant: 'merkle-instant' };

function idls(): [string, Idl][] {
  return SOLANA_RELEASES.flatMap((release) => Object.entries(packageSolanaRelease(release).idl) as [string, Idl][]);
}

test('every instruction of each Solana program is named in its section of the Solana overview', () => {
  for (const [program, idl] of idls()) {
    const id = PROGRAM_SECTIONS[program];
    assert.ok(id, `the page has a section for ${program}`);
    const text = section(overview, id);
    for (const { name } of idl.instructions) assert.ok(text.includes(`\`${name}\``), `${program}: ${name}`);
  }
});

test("the seeds in the accounts page's tables are exactly each program's own constant seeds", () => {
  for (const [program, idl] of idls()) {
    const own = new Set<string>();
    for (const instruction of idl.instructions) {
      for (const account of instruction.accounts) {
        // Seeds under another program (Metaplex metadata) are that program's, not Sablier's.
        if (!account.pda || account.pda.program) continue;
        for (const seed of account.pda.seeds) {
          if (seed.kind === 'const' && seed.value) own.add(Buffer.from(seed.value).toString('utf8'));
        }
      }
    }
    const typed = new Set([...section(accounts, PROGRAM_SECTIONS[program]!).matchAll(/^\| [^|]+ \| `"([a-z_]+)"`/gm)].map((m) => m[1]));
    assert.deepEqual(typed, own, program);
  }
});

test('the instructions the app section sends in place of the hosted app are instructions of the programs', () => {
  const all = new Set(idls().flatMap(([, idl]) => idl.instructions.map((i) => i.name)));
  const named = [...section(overview, 'app').matchAll(/`([a-z][a-z0-9_]*)`/g)].map((m) => m[1] ?? '');
  assert.ok(named.length >= 8, `only ${named.length} instructions named`);
  for (const name of named) assert.ok(all.has(name), `${name} is not an instruction of the Solana programs`);
  // Every state-changing instruction a stream or campaign holder can send is in the table.
  for (const name of ['withdraw', 'withdraw_max', 'claim', 'cancel', 'renounce', 'clawback', 'create_campaign']) {
    assert.ok(named.includes(name), `the table leaves out ${name}`);
  }
});
