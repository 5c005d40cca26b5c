import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateSolidity } from 'abi-to-sol';

import { PRODUCTS, type Product, currentRelease } from '../../src/lib/releases';
import { loadProtocolDocs } from '../contract-reference/descriptions';
import { type AbiEntry, type AbiParam, releaseAbis, sablierVersion } from '../../lib/sablier-package';

/**
 * Solidity interfaces of the current releases (src/lib/releases.ts), derived from the
 * ABIs in the pinned `sablier` package with abi-to-sol. The files are laid out under the same import paths as the
 * protocol's own npm packages (`@sablier/lockup/src/interfaces/ISablierLockup.sol`, `@sablier/lockup/src/types/Lockup.sol`,
 * …) so that the examples in `examples/` read exactly like code written against those packages, and the example compile test
 * resolves `@sablier/` here.
 *
 * What is generated comes from data, not from lists kept here:
 * - one interface per contract ABI that the package ships for the release (`I` + contract name);
 * - the struct libraries and enums those ABIs mention, merged across the release's ABIs;
 * - enum members, which an ABI does not carry (it encodes an enum as `uint8`), from the `Members` lines of the
 *   contract descriptions (content/contract-descriptions/<product>.md), the same data that the contract
 *   reference renders, so the interfaces and the reference pages cannot list different members.
 *
 * abi-to-sol is lossy; this generator repairs what the examples rely on, using the ABI's `internalType` fields:
 * - contract types (`contract IERC20`, `contract ISablierLockup`, `contract AggregatorV3Interface`, …) become the
 *   interface type again when we can import it (OpenZeppelin's IERC20, Chainlink's AggregatorV3Interface or one of
 *   the interfaces generated here), else address;
 * - enums (`enum Lockup.Status`) become real enums;
 * - the PRBMath value types (UD60x18, UD2x18, UD21x18) are imported from `@prb/math` instead of being redeclared,
 *   so that the examples can use PRBMath's helpers on them;
 * - the struct namespaces are libraries, as in the sources: one file per library where the package has one
 *   (Lockup since v3.0: `src/types/Lockup.sol`, `LockupLinear.sol`, …), else all in `src/types/DataTypes.sol`.
 */

export const OUTPUT_DIR = join(__dirname, '..', '..', '.generated', 'solidity');

/** How a product's npm package lays out its Solidity files, for the current release. */
interface PackageLayout {
  /** The protocol's npm package, whose import paths the generated files mirror. */
  packageName: string;
  /**
   * Where the struct libraries live. Lockup v3.0 split `DataTypes.sol` into one file per library and kept
   * `DataTypes.sol` only as a deprecated re-export (lockup CHANGELOG 3.0.0; in 4.0.1 it does not re-export
   * `LockupPriceGated`), so examples import the per-library files; Airdrops v3.0 did the same (airdrops CHANGELOG
   * 3.0.0, #1408). Flow (v3.0 too) has `DataTypes.sol`.
   */
  types: 'file-per-library' | 'DataTypes.sol';
  /**
   * With one file per library, the file that declares the top-level types (those outside any library). Airdrops v3.0
   * declares `ClaimType` beside `library MerkleBase` in `src/types/MerkleBase.sol`.
   */
  topLevelTypesFile?: string;
}

const PACKAGES: Record<Product, PackageLayout> = {
  lockup: { packageName: '@sablier/lockup', types: 'file-per-library' },
  flow: { packageName: '@sablier/flow', types: 'DataTypes.sol' },
  airdrops: { packageName: '@sablier/airdrops', types: 'file-per-library', topLevelTypesFile: 'MerkleBase.sol' },
  // Bob v1.0 declares its two libraries in src/types/Bob.sol and src/types/Escrow.sol.
  bob: { packageName: '@sablier/bob', types: 'file-per-library' },
};

interface Release extends PackageLayout {
  protocol: Product;
  version: string;
  /** Every contract the package has an ABI for in this release, in the package's order. */
  contracts: string[];
  /** Those ABIs, by contract name. */
  abis: Record<string, AbiEntry[]>;
  /** Enum members by `Library.Enum`, in declaration order. */
  enums: Record<string, string[]>;
}

function releaseOf(product: Product): Release {
  const release = currentRelease(product);
  const abis = releaseAbis(release);
  return {
    protocol: product,
    version: release.version,
    ...PACKAGES[product],
    contracts: Object.keys(abis),
    abis,
    enums: loadProtocolDocs(product).enums,
  };
}

/** Every release whose interfaces are generated: the current release of each product. */
function generatedReleases(): Release[] {
  return PRODUCTS.map(releaseOf);
}

const PRB_MATH_TYPES: Record<string, string> = {
  UD60x18: '@prb/math/src/UD60x18.sol',
  UD2x18: '@prb/math/src/UD2x18.sol',
  UD21x18: '@prb/math/src/UD21x18.sol',
};

/** An interface the package has no ABI for, declared here with the import path of the package that defines it. */
interface ExtraInterface {
  name: string;
  path: string;
  abi: AbiEntry[];
  inherits?: string;
  /** Where the declaration comes from, for the generated file's header. */
  source: string;
}

/**
 * ISablierLockupRecipient (the hook interface a recipient contract implements) has no ABI in the package; its two
 * functions are taken from lockup v4.0 src/interfaces/ISablierLockupRecipient.sol (unchanged since v2.0).
 */
const LOCKUP_RECIPIENT_ABI: AbiEntry[] = [
  {
    type: 'function',
    name: 'onSablierLockupCancel',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'streamId', type: 'uint256', internalType: 'uint256' },
      { name: 'sender', type: 'address', internalType: 'address' },
      { name: 'senderAmount', type: 'uint128', internalType: 'uint128' },
      { name: 'recipientAmount', type: 'uint128', internalType: 'uint128' },
    ],
    outputs: [{ name: 'selector', type: 'bytes4', internalType: 'bytes4' }],
  },
  {
    type: 'function',
    name: 'onSablierLockupWithdraw',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'streamId', type: 'uint256', internalType: 'uint256' },
      { name: 'caller', type: 'address', internalType: 'address' },
      { name: 'to', type: 'address', internalType: 'address' },
      { name: 'amount', type: 'uint128', internalType: 'uint128' },
    ],
    outputs: [{ name: 'selector', type: 'bytes4', internalType: 'bytes4' }],
  },
];

const ROUND_DATA: AbiParam[] = [
  { name: 'roundId', type: 'uint80', internalType: 'uint80' },
  { name: 'answer', type: 'int256', internalType: 'int256' },
  { name: 'startedAt', type: 'uint256', internalType: 'uint256' },
  { name: 'updatedAt', type: 'uint256', internalType: 'uint256' },
  { name: 'answeredInRound', type: 'uint80', internalType: 'uint80' },
];

/**
 * Chainlink's price feed interface, the type of `LockupPriceGated.UnlockParams.oracle` (Lockup v4.0). Lockup imports it
 * from `@chainlink/contracts` (a dependency of `@sablier/evm-utils`), whose ABI the `sablier` package does not ship:
 * the five functions of `src/v0.8/shared/interfaces/AggregatorV3Interface.sol` in `@chainlink/contracts` 1.3.0.
 */
const AGGREGATOR_V3_ABI: AbiEntry[] = [
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8', internalType: 'uint8' }],
  },
  {
    type: 'function',
    name: 'description',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'string', internalType: 'string' }],
  },
  {
    type: 'function',
    name: 'version',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint256', internalType: 'uint256' }],
  },
  {
    type: 'function',
    name: 'getRoundData',
    stateMutability: 'view',
    inputs: [{ name: '_roundId', type: 'uint80', internalType: 'uint80' }],
    outputs: ROUND_DATA,
  },
  { type: 'function', name: 'latestRoundData', stateMutability: 'view', inputs: [], outputs: ROUND_DATA },
];

const AGGREGATOR_V3: ExtraInterface = {
  name: 'AggregatorV3Interface',
  path: '@chainlink/contracts/src/v0.8/shared/interfaces/AggregatorV3Interface.sol',
  abi: AGGREGATOR_V3_ABI,
  source: "Chainlink's AggregatorV3Interface in @chainlink/contracts 1.3.0 (not in the `sablier` package)",
};

/** Interfaces a product's examples need besides the package's ABIs. */
function extraInterfaces(release: Release): ExtraInterface[] {
  if (release.protocol !== 'lockup') return [];
  return [
    {
      name: 'ISablierLockupRecipient',
      path: interfacePath(release, 'ISablierLockupRecipient'),
      abi: LOCKUP_RECIPIENT_ABI,
      inherits: 'IERC165',
      source: `lockup ${release.version} src/interfaces/ISablierLockupRecipient.sol (the hook interface; not in the \`sablier\` package)`,
    },
  ];
}

const interfacePath = (release: Release, name: string): string => `${release.packageName}/src/interfaces/${name}.sol`;

/** The file that declares a struct library (or, for `''`, the top-level types) in a release's package. */
function typesPath(release: Release, namespace: string): string {
  if (release.types === 'DataTypes.sol') return `${release.packageName}/src/types/DataTypes.sol`;
  if (namespace === '') {
    if (release.topLevelTypesFile) return `${release.packageName}/src/types/${release.topLevelTypesFile}`;
    throw new Error(
      `solidity-interfaces: ${release.protocol} ${release.version} has a top-level type; its package keeps types in libraries`,
    );
  }
  return `${release.packageName}/src/types/${namespace}.sol`;
}

/** Interface name → import path, for every interface generated here plus IERC20. */
function knownContractTypes(releases: Release[]): Map<string, string> {
  const known = new Map<string, string>([
    ['IERC20', '@openzeppelin/contracts/token/ERC20/IERC20.sol'],
    [AGGREGATOR_V3.name, AGGREGATOR_V3.path],
  ]);
  for (const release of releases) {
    for (const contract of release.contracts) known.set(`I${contract}`, interfacePath(release, `I${contract}`));
    for (const extra of extraInterfaces(release)) known.set(extra.name, extra.path);
  }
  return known;
}

/**
 * Rewrites internalType so that abi-to-sol names the types we want: a known contract type or an enum
 * becomes a (scoped) user-defined value type name, which we then swap for an import or an enum.
 */
function prepareParam(param: AbiParam, known: Map<string, string>, used: Set<string>, release: Release): AbiParam {
  const copy: AbiParam = { ...param };
  const internal = param.internalType ?? '';
  const arraySuffix = /(\[\d*\])+$/.exec(internal)?.[0] ?? '';
  const base = internal.slice(0, internal.length - arraySuffix.length);
  if (base.startsWith('contract ')) {
    const name = base.slice('contract '.length);
    if (known.has(name)) {
      copy.internalType = name + arraySuffix;
      used.add(name);
    } else {
      copy.internalType = 'address' + arraySuffix;
    }
  } else if (base.startsWith('enum ')) {
    const name = base.slice('enum '.length);
    if (!release.enums[name]) {
      throw new Error(
        `solidity-interfaces: the ${release.protocol} ${release.version} ABIs use enum ${name}, but ` +
          `content/contract-descriptions/${release.protocol}.md gives it no "Members" line`,
      );
    }
    copy.internalType = name + arraySuffix;
  }
  if (param.components) copy.components = param.components.map((c) => prepareParam(c, known, used, release));
  return copy;
}

/** Splits abi-to-sol output into its top-level declarations (each starts at column 0). */
function topLevelBlocks(source: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let depth = 0;
  for (const line of source.split('\n')) {
    if (depth === 0 && (line.trim() === '' || line.startsWith('//') || line.startsWith('pragma '))) continue;
    current.push(line);
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    if (depth === 0) {
      blocks.push(current.join('\n'));
      current = [];
    }
  }
  if (current.length > 0) throw new Error('solidity-interfaces: unbalanced abi-to-sol output');
  return blocks;
}

/** Members (structs, value types) of a namespace block, keyed by name. */
function namespaceMembers(block: string): Map<string, string> {
  const body = block.split('\n').slice(1, -1).join('\n');
  const members = new Map<string, string>();
  for (const member of topLevelBlocks(body.replace(/^ {4}/gm, ''))) {
    const name = /^(?:struct|type|enum)\s+(\w+)/.exec(member)?.[1];
    if (!name) throw new Error(`solidity-interfaces: unexpected namespace member\n${member}`);
    members.set(name, member);
  }
  return members;
}

function header(imports: Map<string, string>, source = `the ABIs of the \`sablier\` npm package ${sablierVersion}`): string {
  const lines = [
    '// SPDX-License-Identifier: UNLICENSED',
    `// Generated by generators/solidity-interfaces from ${source}. Do not edit.`,
    'pragma solidity >=0.8.22;',
  ];
  if (imports.size > 0) lines.push('');
  for (const [name, path] of [...imports].sort((a, b) => a[0].localeCompare(b[0]))) {
    lines.push(`import { ${name} } from "${path}";`);
  }
  return lines.join('\n') + '\n';
}

function readAbi(release: Release, contract: string): AbiEntry[] {
  const abi = release.abis[contract];
  if (!abi) throw new Error(`solidity-interfaces: ${release.protocol} ${release.version} has no ${contract} ABI`);
  return abi;
}

interface Source {
  name: string;
  path: string;
  abi: AbiEntry[];
  inherits?: string;
  source?: string;
}

/** abi-to-sol on one ABI, split into the interface itself and the type declarations it carries. */
function interfaceBlocks(
  { name, abi }: Source,
  known: Map<string, string>,
  release: Release,
): { main: string; used: Set<string>; blocks: string[] } {
  const used = new Set<string>();
  const prepared = abi
    .filter((item) => item.type !== 'constructor')
    .map((item) => ({
      ...item,
      ...(item.inputs ? { inputs: item.inputs.map((p) => prepareParam(p, known, used, release)) } : {}),
      ...(item.outputs ? { outputs: item.outputs.map((p) => prepareParam(p, known, used, release)) } : {}),
    }));
  const solidity = generateSolidity({
    abi: prepared as never,
    name,
    solidityVersion: '>=0.8.22',
    license: 'UNLICENSED',
    outputAttribution: false,
    outputSource: false,
    prettifyOutput: true,
  });
  let main = '';
  const blocks: string[] = [];
  for (const block of topLevelBlocks(solidity)) {
    if (new RegExp(`^interface ${name} \\{`).test(block)) main = block;
    else blocks.push(block);
  }
  if (!main) throw new Error(`solidity-interfaces: abi-to-sol produced no interface ${name}`);
  return { main, used, blocks };
}

/** The files of one release: its interfaces and the files that declare their types. */
function generateRelease(release: Release, known: Map<string, string>): Map<string, string> {
  const files = new Map<string, string>();
  /** namespace name (or '' for top level) → member name → source */
  const types = new Map<string, Map<string, string>>();

  const sources: Source[] = [
    ...release.contracts.map((contract) => ({
      name: `I${contract}`,
      path: interfacePath(release, `I${contract}`),
      abi: readAbi(release, contract),
    })),
    ...extraInterfaces(release),
  ];

  const interfaces: Array<{ source: Source; main: string; imports: Map<string, string> }> = [];
  for (const source of sources) {
    const { main, used, blocks } = interfaceBlocks(source, known, release);
    const imports = new Map<string, string>();
    for (const block of blocks) {
      const declared = /^(interface|library|struct|type)\s+(\w+)/.exec(block);
      if (!declared) throw new Error(`solidity-interfaces: unexpected declaration\n${block}`);
      const [, kind, declName] = declared as unknown as [string, string, string];
      if (kind === 'type' && (used.has(declName) || PRB_MATH_TYPES[declName])) {
        // A contract type or a PRBMath type: imported rather than declared.
        imports.set(declName, used.has(declName) ? known.get(declName)! : PRB_MATH_TYPES[declName]!);
      } else if (kind === 'interface') {
        // abi-to-sol renders a struct library as an interface holding its structs and value types.
        const merged = types.get(declName) ?? new Map<string, string>();
        for (const [member, text] of namespaceMembers(block)) {
          const previous = merged.get(member);
          if (previous !== undefined && previous !== text) {
            throw new Error(`solidity-interfaces: ${declName}.${member} differs between ABIs of ${release.protocol} ${release.version}`);
          }
          merged.set(member, text);
        }
        types.set(declName, merged);
      } else {
        const merged = types.get('') ?? new Map<string, string>();
        merged.set(declName, block);
        types.set('', merged);
      }
    }
    interfaces.push({ source, main, imports });
  }

  // Type files: namespaces as libraries, enums restored, contract and PRBMath types imported.
  const typeFiles = new Map<string, { sections: string[]; declares: string[] }>();
  const typeImports = new Map<string, string>();
  for (const [namespace, members] of [...types].sort((a, b) => a[0].localeCompare(b[0]))) {
    const rendered = [...members]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([member, text]) => {
        const enumMembers = release.enums[namespace === '' ? member : `${namespace}.${member}`];
        if (enumMembers && text.startsWith('type ')) return `enum ${member} {\n    ${enumMembers.join(',\n    ')}\n}`;
        return text;
      });
    const path = typesPath(release, namespace);
    const file = typeFiles.get(path) ?? { sections: [], declares: [] };
    if (namespace === '') {
      file.sections.push(...rendered);
      file.declares.push(...members.keys());
    } else {
      file.sections.push(`library ${namespace} {\n${rendered.map((r) => r.replace(/^/gm, '    ').replace(/^ +$/gm, '')).join('\n\n')}\n}`);
      file.declares.push(namespace);
    }
    typeFiles.set(path, file);
    for (const declared of namespace === '' ? members.keys() : [namespace]) typeImports.set(declared, path);
  }

  const mentions = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);
  for (const [path, { sections, declares }] of typeFiles) {
    const body = sections.join('\n\n');
    const imports = new Map<string, string>();
    for (const [name, from] of [...known, ...Object.entries(PRB_MATH_TYPES), ...typeImports]) {
      if (from !== path && !declares.includes(name) && mentions(body, name)) imports.set(name, from);
    }
    files.set(path, header(imports) + '\n' + body + '\n');
  }

  for (const { source, main: declaration, imports } of interfaces) {
    let main = declaration;
    // Types declared in the type files that this interface mentions.
    for (const [name, from] of typeImports) if (mentions(main, name)) imports.set(name, from);
    if (source.inherits) {
      imports.set(source.inherits, '@openzeppelin/contracts/utils/introspection/IERC165.sol');
      main = main.replace(`interface ${source.name} {`, `interface ${source.name} is ${source.inherits} {`);
    }
    imports.delete(source.name);
    files.set(source.path, header(imports, source.source) + '\n' + main + '\n');
  }
  return files;
}

/** Writes every interface file under `outDir`; returns the paths written (relative, as imported). */
export function generateSolidityInterfaces(outDir: string = OUTPUT_DIR): string[] {
  rmSync(outDir, { recursive: true, force: true });
  const releases = generatedReleases();
  const known = knownContractTypes(releases);
  const files = new Map<string, string>();
  for (const release of releases) {
    for (const [path, source] of generateRelease(release, known)) files.set(path, source);
  }
  // Chainlink's interface, written when a generated file imports it.
  if ([...files.values()].some((text) => text.includes(`"${AGGREGATOR_V3.path}"`))) {
    const { main } = interfaceBlocks(AGGREGATOR_V3, known, releases[0]!);
    files.set(AGGREGATOR_V3.path, header(new Map(), AGGREGATOR_V3.source) + '\n' + main + '\n');
  }
  for (const [path, source] of files) {
    const target = join(outDir, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, source);
  }
  return [...files.keys()].sort();
}

export default function generate(): string {
  const written = generateSolidityInterfaces();
  return `${written.length} Solidity files in .generated/solidity`;
}
