import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateSolidity } from 'abi-to-sol';

import { PRODUCTS, type Product, currentRelease } from '../../src/lib/releases';
import { type AbiEntry, type AbiParam, releaseAbis, sablierVersion } from '../sablier-package';

/**
 * Solidity interfaces of the current releases (src/lib/releases.ts), derived from
 * the ABIs in the pinned `sablier` package with abi-to-sol. The files are laid out under the same
 * import paths as the protocol's own npm packages (`@sablier/lockup/src/interfaces/ISablierLockup.sol`,
 * `@sablier/lockup/src/types/DataTypes.sol`, …) so that the examples in `examples/` read exactly like
 * code written against those packages, and the example compile test resolves `@sablier/` here.
 *
 * abi-to-sol is lossy; this generator repairs what the examples rely on, using the ABI's
 * `internalType` fields:
 * - contract types (`contract IERC20`, `contract ISablierLockup`, …) become the interface type again
 *   when we can import it (OpenZeppelin's IERC20 or one of the interfaces generated here), else address;
 * - enums (`enum Lockup.Status`) become real enums; their members are not in an ABI, so they are listed
 *   below from the contract sources of each release;
 * - the PRBMath value types (UD60x18, UD2x18, UD21x18) are imported from `@prb/math` instead of
 *   being redeclared, so that the examples can use PRBMath's helpers on them;
 * - the struct namespaces are libraries (as in the sources) and are merged into one DataTypes.sol
 *   per release.
 */

export const OUTPUT_DIR = join(__dirname, '..', '..', '.generated', 'solidity');

interface Interfaces {
  /** The protocol's npm package, whose import paths the generated files mirror. */
  packageName: string;
  /** Contracts of the current release that get an interface. */
  contracts: string[];
}

interface Release extends Interfaces {
  protocol: Product;
  version: string;
}

const INTERFACES: Record<Product, Interfaces> = {
  lockup: { packageName: '@sablier/lockup', contracts: ['SablierLockup', 'SablierBatchLockup'] },
  flow: { packageName: '@sablier/flow', contracts: ['SablierFlow'] },
  airdrops: {
    packageName: '@sablier/airdrops',
    contracts: ['SablierMerkleFactory', 'SablierMerkleBase', 'SablierMerkleInstant', 'SablierMerkleLL', 'SablierMerkleLT'],
  },
};

const RELEASES: Release[] = PRODUCTS.map((product) => ({
  protocol: product,
  version: currentRelease(product).version,
  ...INTERFACES[product],
}));

/** Enum members, in declaration order, from src/types/DataTypes.sol of lockup v2.0.1 and flow v1.1.1. */
const ENUM_MEMBERS: Record<string, string[]> = {
  'Lockup.Model': ['LOCKUP_LINEAR', 'LOCKUP_DYNAMIC', 'LOCKUP_TRANCHED'],
  'Lockup.Status': ['PENDING', 'STREAMING', 'SETTLED', 'CANCELED', 'DEPLETED'],
  'Flow.Status': ['STREAMING_SOLVENT', 'STREAMING_INSOLVENT', 'PAUSED_SOLVENT', 'PAUSED_INSOLVENT', 'VOIDED'],
};

const PRB_MATH_TYPES: Record<string, string> = {
  UD60x18: '@prb/math/src/UD60x18.sol',
  UD2x18: '@prb/math/src/UD2x18.sol',
  UD21x18: '@prb/math/src/UD21x18.sol',
};

/**
 * ISablierLockupRecipient (the hook interface a recipient contract implements) has no ABI in the
 * package; its two functions are taken from lockup v2.0.1 src/interfaces/ISablierLockupRecipient.sol.
 */
const LOCKUP_RECIPIENT_ABI = [
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

const interfacePath = (release: Release, name: string): string => `${release.packageName}/src/interfaces/${name}.sol`;
const typesPath = (release: Release): string => `${release.packageName}/src/types/DataTypes.sol`;

/** Interface name → import path, for every interface generated here plus IERC20. */
function knownContractTypes(): Map<string, string> {
  const known = new Map<string, string>([['IERC20', '@openzeppelin/contracts/token/ERC20/IERC20.sol']]);
  for (const release of RELEASES) {
    for (const contract of release.contracts) known.set(`I${contract}`, interfacePath(release, `I${contract}`));
  }
  return known;
}

/**
 * Rewrites internalType so that abi-to-sol names the types we want: a known contract type or an enum
 * becomes a (scoped) user-defined value type name, which we then swap for an import or an enum.
 */
function prepareParam(param: AbiParam, known: Map<string, string>, used: Set<string>): AbiParam {
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
    if (!ENUM_MEMBERS[name]) throw new Error(`solidity-interfaces: no members listed for enum ${name}`);
    copy.internalType = name + arraySuffix;
  }
  if (param.components) copy.components = param.components.map((c) => prepareParam(c, known, used));
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

function header(imports: Map<string, string>): string {
  const lines = [
    '// SPDX-License-Identifier: UNLICENSED',
    `// Generated from the ABIs of the \`sablier\` npm package ${sablierVersion} by plugins/solidity-interfaces. Do not edit.`,
    'pragma solidity >=0.8.22;',
    '',
  ];
  for (const [name, path] of [...imports].sort((a, b) => a[0].localeCompare(b[0]))) {
    lines.push(`import { ${name} } from "${path}";`);
  }
  return lines.join('\n') + '\n';
}

interface ReleaseOutput {
  files: Map<string, string>;
}

function readAbi(release: Release, contract: string): AbiEntry[] {
  const abi = releaseAbis(release)[contract];
  if (!abi) throw new Error(`solidity-interfaces: ${release.protocol} ${release.version} has no ${contract} ABI`);
  return abi;
}

function generateRelease(release: Release, known: Map<string, string>): ReleaseOutput {
  const files = new Map<string, string>();
  /** namespace name (or '' for top level) → member name → source */
  const types = new Map<string, Map<string, string>>();
  const typeImports = new Map<string, string>();
  const typeNames = new Set<string>();

  const abis: Array<{ name: string; abi: AbiEntry[]; inherits?: string }> = release.contracts.map((contract) => ({
    name: `I${contract}`,
    abi: readAbi(release, contract),
  }));
  if (release.protocol === 'lockup') abis.push({ name: 'ISablierLockupRecipient', abi: LOCKUP_RECIPIENT_ABI, inherits: 'IERC165' });

  for (const { name, abi, inherits } of abis) {
    const used = new Set<string>();
    const prepared = abi
      .filter((item) => item.type !== 'constructor')
      .map((item) => ({
        ...item,
        ...(item.inputs ? { inputs: item.inputs.map((p) => prepareParam(p, known, used)) } : {}),
        ...(item.outputs ? { outputs: item.outputs.map((p) => prepareParam(p, known, used)) } : {}),
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
    const imports = new Map<string, string>();
    let main = '';
    for (const block of topLevelBlocks(solidity)) {
      const declared = /^(interface|library|struct|type)\s+(\w+)/.exec(block);
      if (!declared) throw new Error(`solidity-interfaces: unexpected declaration\n${block}`);
      const [, kind, declName] = declared as unknown as [string, string, string];
      if (declName === name) {
        main = block;
      } else if (kind === 'type' && (used.has(declName) || PRB_MATH_TYPES[declName])) {
        // A contract type or a PRBMath type: imported rather than declared.
        imports.set(declName, used.has(declName) ? known.get(declName)! : PRB_MATH_TYPES[declName]!);
        if (PRB_MATH_TYPES[declName]) typeImports.set(declName, PRB_MATH_TYPES[declName]!);
      } else if (kind === 'interface') {
        const merged = types.get(declName) ?? new Map<string, string>();
        for (const [member, text] of namespaceMembers(block)) {
          const previous = merged.get(member);
          if (previous !== undefined && previous !== text) {
            throw new Error(`solidity-interfaces: ${declName}.${member} differs between ABIs of ${release.protocol} ${release.version}`);
          }
          merged.set(member, text);
        }
        types.set(declName, merged);
        typeNames.add(declName);
      } else {
        const merged = types.get('') ?? new Map<string, string>();
        merged.set(declName, block);
        types.set('', merged);
        typeNames.add(declName);
      }
    }
    if (!main) throw new Error(`solidity-interfaces: abi-to-sol produced no interface ${name}`);
    // Types declared in DataTypes.sol that this interface mentions.
    for (const typeName of typeNames) {
      if (new RegExp(`\\b${typeName}\\b`).test(main)) imports.set(typeName, typesPath(release));
    }
    if (inherits) {
      imports.set(inherits, '@openzeppelin/contracts/utils/introspection/IERC165.sol');
      main = main.replace(`interface ${name} {`, `interface ${name} is ${inherits} {`);
    }
    imports.delete(name);
    files.set(interfacePath(release, name), header(imports) + '\n' + main + '\n');
  }

  // DataTypes.sol: namespaces as libraries, enums restored, contract types imported.
  const sections: string[] = [];
  const dataImports = new Map(typeImports);
  for (const [namespace, members] of [...types].sort((a, b) => a[0].localeCompare(b[0]))) {
    const rendered = [...members]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([member, text]) => {
        const enumMembers = ENUM_MEMBERS[`${namespace}.${member}`];
        if (enumMembers && text.startsWith('type ')) return `enum ${member} {\n    ${enumMembers.join(',\n    ')}\n}`;
        return text;
      });
    if (namespace === '') sections.push(...rendered);
    else sections.push(`library ${namespace} {\n${rendered.map((r) => r.replace(/^/gm, '    ')).join('\n\n')}\n}`);
  }
  const body = sections.join('\n\n');
  for (const [name, path] of known) {
    if (new RegExp(`\\b${name}\\b`).test(body)) dataImports.set(name, path);
  }
  files.set(typesPath(release), header(dataImports) + '\n' + body + '\n');
  return { files };
}

/** Writes every interface file under `outDir`; returns the paths written (relative, as imported). */
export function generateSolidityInterfaces(outDir: string = OUTPUT_DIR): string[] {
  rmSync(outDir, { recursive: true, force: true });
  const known = knownContractTypes();
  const written: string[] = [];
  for (const release of RELEASES) {
    for (const [path, source] of generateRelease(release, known).files) {
      const target = join(outDir, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, source);
      written.push(path);
    }
  }
  return written.sort();
}

export default function generate(): string {
  const written = generateSolidityInterfaces();
  return `${written.length} Solidity files in .generated/solidity`;
}
