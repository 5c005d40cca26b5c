import { join } from 'node:path';
import { findProgramAddress } from '../../examples/ts/solana-client';
import { sablierVersion } from '../../lib/sablier-package';
import { generatedRedirectsFile } from '../../lib/generated-redirects';
import { GeneratedFiles } from '../../lib/unchanged-files';
import { coverageProblems } from './coverage';
import { loadDescriptions } from './descriptions';
import { borshSize, loadPrograms, type ClusterDeployment, type SolanaProgram } from './model';
import { solanaOldAddresses } from './old-addresses';
import { countsOf, idlImport, KNOWN_ADDRESSES, programPage, programRoute, type PageCounts } from './render';

/**
 * The Solana program reference: one page per program of `SOLANA_RELEASES` under /reference/solana/programs/, from
 * the IDLs of the pinned `sablier` package and the descriptions in `descriptions/<slug>.md`; and
 * `.generated/solana-reference/programs.json`, the program IDs per cluster and the facts the written Solana pages
 * render (the deployments table, account sizes). It stops when a description is missing or names what the IDL lacks.
 */

const ROOT = join(__dirname, '..', '..');
export const PAGES_DIR = join(ROOT, 'docs', 'reference', 'solana', 'programs');
export const DATA_DIR = join(ROOT, '.generated', 'solana-reference');

/** Solana's default rent: 3,480 lamports per byte-year, exempt at two years, 128 bytes of overhead per account. */
export const rentExemptLamports = (dataLength: number): number => (128 + dataLength) * 3480 * 2;

export interface ProgramData {
  title: string;
  slug: string;
  route: string;
  packageName: string;
  alias: string | null;
  releaseLabel: string;
  idlName: string;
  idlVersion: string;
  idlImport: { path: string; namespace: string; idl: string };
  counts: PageCounts;
  deployments: ClusterDeployment[];
  /** PDAs with constant seeds only: one per program, the same for everyone. */
  singletons: { account: string; seeds: string[]; address: string; bump: number }[];
  /** Each account type's size with its discriminator, and its rent-exempt minimum; `null` when the size varies. */
  accountSizes: { name: string; bytes: number | null; rentExemptLamports: number | null }[];
}

export interface SolanaReferenceData {
  sdkVersion: string;
  programs: ProgramData[];
  /** Programs and sysvars the instructions take at fixed addresses. */
  fixedAddresses: { address: string; name: string }[];
}

function singletonsOf(program: SolanaProgram): ProgramData['singletons'] {
  const found = new Map<string, ProgramData['singletons'][number]>();
  for (const ix of program.idl.instructions) {
    for (const account of ix.accounts) {
      if (!account.pda || account.pda.program || found.has(account.name)) continue;
      if (!account.pda.seeds.every((s) => s.kind === 'const')) continue;
      const seeds = account.pda.seeds.map((s) => Uint8Array.from(s.kind === 'const' ? s.value : []));
      const { address, bump } = findProgramAddress(seeds, program.idl.address);
      found.set(account.name, { account: account.name, seeds: seeds.map((s) => Buffer.from(s).toString('utf8')), address, bump });
    }
  }
  return [...found.values()].sort((a, b) => a.account.localeCompare(b.account, 'en'));
}

export function buildData(programs: SolanaProgram[]): SolanaReferenceData {
  const fixed = new Set<string>();
  for (const program of programs)
    for (const ix of program.idl.instructions) for (const a of ix.accounts) if (a.address) fixed.add(a.address);
  return {
    sdkVersion: sablierVersion,
    programs: programs.map((program) => ({
      title: program.title,
      slug: program.slug,
      route: programRoute(program),
      packageName: program.packageName,
      alias: program.alias,
      releaseLabel: program.releaseLabel,
      idlName: program.idl.metadata.name,
      idlVersion: program.idl.metadata.version,
      idlImport: idlImport(program),
      counts: countsOf(program.idl),
      deployments: program.deployments,
      singletons: singletonsOf(program),
      accountSizes: program.idl.accounts.map((account) => {
        const fields = borshSize(program.idl, { defined: { name: account.name } });
        const bytes = fields === null ? null : 8 + fields;
        return { name: account.name, bytes, rentExemptLamports: bytes === null ? null : rentExemptLamports(bytes) };
      }),
    })),
    fixedAddresses: [...fixed].sort().map((address) => ({ address, name: KNOWN_ADDRESSES[address] ?? address })),
  };
}

/** The pages and data file, by path. `pagesDir` and `dataDir` exist for tests. */
export function renderAll(pagesDir = PAGES_DIR, dataDir = DATA_DIR): Map<string, string> {
  const programs = loadPrograms();
  const files = new Map<string, string>();
  const problems: string[] = [];
  files.set(join(pagesDir, '_category_.json'), `${JSON.stringify({ label: 'Programs', position: 10, collapsed: false }, null, 2)}\n`);
  programs.forEach((program, i) => {
    const docs = loadDescriptions(program.slug);
    problems.push(...coverageProblems(program, docs));
    files.set(join(pagesDir, `${program.slug}.mdx`), `${programPage(program, docs, i + 1, sablierVersion)}\n`);
  });
  if (problems.length) throw new Error(`solana-reference:\n${problems.join('\n')}`);
  files.set(join(dataDir, 'programs.json'), `${JSON.stringify(buildData(programs), null, 2)}\n`);
  return files;
}

export default function generate(): string {
  const redirectsFile = generatedRedirectsFile('solana-reference');
  const out = new GeneratedFiles([PAGES_DIR, DATA_DIR, redirectsFile]);
  const files = renderAll();
  for (const [path, text] of files) out.write(path, text);
  // The public site's program reference answers with these pages (redirects.ts reads this).
  out.write(redirectsFile, `${JSON.stringify(solanaOldAddresses(loadPrograms()), null, 1)}\n`);
  const { written } = out.commit();
  const pages = [...files.keys()].filter((p) => p.endsWith('.mdx')).length;
  return `${pages} program pages and programs.json (${written} files changed)`;
}
