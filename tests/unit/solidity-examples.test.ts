import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { generateSolidityInterfaces } from '../../generators/solidity-interfaces/generate';
import { exampleImportPath } from '../../generators/solidity-examples/generate';

/**
 * Every Solidity example under examples/ compiles with solc 0.8.26 (npm, bundled compiler: no download)
 * against interfaces generated from the `sablier` package's ABIs of the current releases, and every
 * example is shown on a docs page, so pages and compiled code cannot drift apart.
 */

const root = join(__dirname, '..', '..');
const examplesDir = join(root, 'examples');
const require = createRequire(__filename);
// solc ships without types; the wrapper's surface used here is tiny.
const solc = require('solc') as {
  version(): string;
  compile(input: string, options: { import: (path: string) => { contents: string } | { error: string } }): string;
};

function listSol(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listSol(path);
    return entry.name.endsWith('.sol') ? [path] : [];
  });
}

const examples = listSol(examplesDir)
  .map((file) => relative(examplesDir, file).split(sep).join('/'))
  .sort();

test('there are Solidity examples for Lockup, Flow, Airdrops and Bob', () => {
  for (const product of ['lockup', 'flow', 'airdrops', 'bob']) {
    assert.ok(
      examples.some((e) => e.startsWith(`${product}/`)),
      `no example under examples/${product}`,
    );
  }
});

test('every example compiles against the generated interfaces and produces bytecode', () => {
  const generatedDir = join(root, '.generated', 'solidity-test');
  generateSolidityInterfaces(generatedDir);
  const openZeppelin = dirname(require.resolve('@openzeppelin/contracts/package.json'));
  const prbMath = dirname(require.resolve('@prb/math/package.json'));

  const resolveImport = (path: string): { contents: string } | { error: string } => {
    let file: string | null = null;
    // The generator writes the Sablier interfaces and the one Chainlink interface Lockup's types use.
    if (path.startsWith('@sablier/') || path.startsWith('@chainlink/contracts/')) file = join(generatedDir, path);
    else if (path.startsWith('@openzeppelin/contracts/')) file = join(openZeppelin, path.slice('@openzeppelin/contracts/'.length));
    else if (path.startsWith('@prb/math/')) file = join(prbMath, path.slice('@prb/math/'.length));
    if (file === null || !existsSync(file)) return { error: `not found: ${path}` };
    return { contents: readFileSync(file, 'utf8') };
  };

  const sources = Object.fromEntries(examples.map((e) => [`examples/${e}`, { content: readFileSync(join(examplesDir, e), 'utf8') }]));
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      outputSelection: Object.fromEntries(examples.map((e) => [`examples/${e}`, { '*': ['evm.bytecode.object'] }])),
    },
  };

  assert.match(solc.version(), /^0\.8\.26\b/);
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: resolveImport })) as {
    errors?: Array<{ severity: string; formattedMessage: string }>;
    contracts?: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>;
  };

  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  assert.equal(errors.length, 0, `solc errors:\n${errors.map((e) => e.formattedMessage).join('\n')}`);

  for (const example of examples) {
    const contracts = output.contracts?.[`examples/${example}`] ?? {};
    const expected = example
      .split('/')
      .pop()!
      .replace(/\.sol$/, '');
    const contract = contracts[expected];
    assert.ok(contract, `examples/${example} must declare a contract or library named ${expected}`);
    assert.ok(contract.evm.bytecode.object.length > 0, `examples/${example}: ${expected} has no bytecode`);
  }
});

test('every example is shown on a guides page', () => {
  const pages = listMdx(join(root, 'docs', 'guides')).map((file) => readFileSync(file, 'utf8'));
  const unshown = examples.filter((e) => !pages.some((page) => page.includes(exampleImportPath(e))));
  assert.deepEqual(unshown, [], `examples not imported by any page under docs/guides: ${unshown.join(', ')}`);
});

function listMdx(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}
