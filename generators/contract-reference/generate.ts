import { join } from 'node:path';
import { type AbiParam, type Item, type Protocol, documentedLabel, enumName } from './abi';
import { roleLabels, type ItemDoc, type ProtocolDocs } from './description-types';
import { type PageSpec, type ProtocolLayout, layouts } from './layout';
import { type ProtocolModel, buildModel, earlierErrorProblems, earlierErrorRows, errorRows, type ErrorRow, releaseModel } from './model';
import { type Product, isProduct, releaseLabel } from '../../src/lib/releases';
import {
  type LinkContext,
  anchorOf,
  cell,
  docOf,
  frontMatter,
  mdx,
  renderDeclared,
  renderItem,
  routeOf,
  summaryOf,
  typeAnchor,
  typeCell,
} from './render';
import { hasHistory, historyCell } from './history';
import { generateLegacy } from './legacy';
import { type EarlierDocs, loadEarlierDocs, loadPageDescriptions } from './descriptions';
import { earlierNameRedirects, renamedPageRedirects } from './earlier-names';
import { type OldName, oldNameRedirects, topLevelEnumRedirects } from './old-names';
import { generatedRedirectsFile } from '../../lib/generated-redirects';
import { GeneratedFiles } from '../../lib/unchanged-files';
import type { AccessRow } from '../../src/data-types/contract-reference';
export type { AccessRow } from '../../src/data-types/contract-reference';

const root = join(__dirname, '..', '..');
const docsDir = join(root, 'docs', 'reference');
const dataDir = join(root, '.generated', 'contract-reference');

const redirectsFile = generatedRedirectsFile('contract-reference');

const kindTitles = { function: 'Functions', event: 'Events', error: 'Errors' } as const;

function overloadedNames(items: Item[]): Set<string> {
  const counts = new Map<string, number>();
  for (const i of items) if (i.kind === 'function') counts.set(i.name, (counts.get(i.name) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n > 1).map(([name]) => name));
}

function releaseLine(protocol: Protocol): string {
  return `Release: **${documentedLabel(protocol)}**. Signatures, selectors and types come from the ABIs of the \`sablier\` npm package (pinned); the descriptions are ours, written from the contract sources.`;
}

function contractPage(layout: ProtocolLayout, model: ProtocolModel, page: PageSpec, intro: string): string {
  const docs = model.docs;
  const items = model.contracts[page.abi!] ?? [];
  const overloaded = overloadedNames(items);
  const all = Object.values(model.contracts).flat();
  const releaseErrors = new Set(all.filter((i) => i.kind === 'error').map((i) => i.name));
  const owners = new Map<string, number>();
  for (const list of Object.values(model.contracts))
    for (const key of new Set(list.map((i) => `${i.kind} ${i.canonical}`))) owners.set(key, (owners.get(key) ?? 0) + 1);
  const sharedItems = new Set([...owners].filter(([, n]) => n > 1).map(([key]) => key));
  const ctx: LinkContext = {
    layout,
    onPage: new Set(items.map((i) => `${i.kind} ${i.name}`)),
    contract: page.abi,
    releaseErrors,
    sharedItems,
  };
  const counts = (['function', 'event', 'error'] as const).map(
    (k) => `${items.filter((i) => i.kind === k).length} ${kindTitles[k].toLowerCase()}`,
  );
  const out = [
    frontMatter(
      page.title,
      `Every function, event and error of ${page.title} (${documentedLabel(layout.protocol)}) with signatures, selectors, parameters and behaviour.`,
      page.position,
    ),
    mdx(intro),
    '',
    releaseLine(layout.protocol),
    '',
    `The ABI has ${counts.join(', ')}.`,
    '',
  ];
  for (const kind of ['function', 'event', 'error'] as const) {
    const list = items.filter((i) => i.kind === kind);
    if (!list.length) continue;
    out.push(`## ${kindTitles[kind]} {#${kind}s}`, '');
    if (kind === 'function') {
      const reads = list.filter((i) => i.mutability === 'view' || i.mutability === 'pure');
      const writes = list.filter((i) => !(i.mutability === 'view' || i.mutability === 'pure'));
      out.push('Read functions come first, then the functions that change state.', '');
      for (const i of [...reads, ...writes]) out.push(renderItem(ctx, i, docOf(docs, i), anchorOf(i, overloaded.has(i.name))));
    } else {
      for (const i of list) out.push(renderItem(ctx, i, docOf(docs, i), anchorOf(i, false)));
    }
  }
  return out.join('\n');
}

function summaryPage(layout: ProtocolLayout, model: ProtocolModel, page: PageSpec, intro: string): string {
  const docs = model.docs;
  const items = (model.contracts[page.abi!] ?? []).filter((i) => page.members!.includes(i.name));
  const overloaded = overloadedNames(items);
  const detail = routeOf(layout, layout.detailPage[page.abi!]!);
  const out = [
    frontMatter(
      page.title,
      `${page.title} in ${documentedLabel(layout.protocol)}: what it declares, with selectors and links to each full entry.`,
      page.position,
    ),
    mdx(intro),
    '',
    releaseLine(layout.protocol),
    '',
    `Each row links to the full entry (parameters, return values, who may call it, reverts and events) on the [${page.abi}](${detail}) page, where these items are implemented.`,
    '',
  ];
  const since = hasHistory(layout.protocol);
  for (const kind of ['function', 'event', 'error'] as const) {
    const list = items.filter((i) => i.kind === kind);
    if (!list.length) continue;
    out.push(
      `## ${kindTitles[kind]} {#${kind}s}`,
      '',
      `| ${kind === 'event' ? 'Event' : kind === 'error' ? 'Error' : 'Function'} | ${kind === 'event' ? 'Topic 0' : 'Selector'} |${since ? ' Since |' : ''} Summary |`,
      `|---|---|${since ? '---|' : ''}---|`,
    );
    for (const i of list) {
      const anchor = anchorOf(
        i,
        overloaded.has(i.name) || (model.contracts[page.abi!] ?? []).filter((x) => x.kind === 'function' && x.name === i.name).length > 1,
      );
      const doc = docOf(docs, i);
      const sel = kind === 'event' ? `\`${i.selector.slice(0, 10)}…\`` : `\`${i.selector}\``;
      out.push(
        `| [\`${cell(i.key)}\`](${detail}#${anchor}) | ${sel} |${since ? ` ${historyCell(layout.protocol, i, page.abi)} |` : ''} ${cell(summaryOf(doc?.text))} |`,
      );
    }
    out.push('');
  }
  if (page.typeLibs) out.push(...typeSections(layout, model.structs, abiEnums(items), docs, page.typeLibs));
  return out.join('\n');
}

function errorsPage(
  layout: ProtocolLayout,
  model: ProtocolModel,
  page: PageSpec,
  intro: string,
  rows: ErrorRow[],
  earlier: ErrorRow[],
): string {
  const own = (r: ErrorRow): boolean =>
    /^(Sablier|BobVaultShare_|CallerNotAdmin|DelegateCall|BatchError|LockupNFTDescriptor|Comptrollerable_|SafeOracle_)/.test(r.name);
  const out = [
    frontMatter(
      page.title,
      `Every custom error of ${documentedLabel(layout.protocol)}: signature, selector, what triggers it and how to avoid it.`,
      page.position,
    ),
    mdx(intro),
    '',
    releaseLine(layout.protocol),
    '',
    'To decode a failed transaction, compare the first four bytes of its revert data with the selectors below, or paste them into the filter of the [errors index](/reference/errors).',
    '',
  ];
  const section = (title: string, anchor: string, list: ErrorRow[], withReleases = false): void => {
    out.push(`## ${title} {#${anchor}}`, '');
    for (const r of list) {
      out.push(`### \`${r.name}\` {#${r.href.split('#')[1]}}`, '', mdx(r.text), '', '```solidity', `error ${r.declaration};`, '```', '');
      out.push(
        `- **Selector:** \`${r.selector}\``,
        `- **ABI signature:** \`${r.canonical}\``,
        ...(withReleases ? [`- **Releases:** ${r.releases.join(', ')}`] : []),
        `- **Surfaces through:** ${r.raisedBy.map((c) => `\`${c}\``).join(', ')}`,
        `- **How to avoid it:** ${mdx(r.fix)}`,
        '',
      );
    }
  };
  section('Protocol errors', 'protocol-errors', rows.filter(own));
  const deps = rows.filter((r) => !own(r));
  if (deps.length) {
    out.push(
      'Errors in the next section come from the libraries the contracts are built on (OpenZeppelin, PRBMath). They are part of the ABI because the contracts can revert with them.',
      '',
    );
    section('Errors from dependencies', 'dependency-errors', deps);
  }
  if (earlier.length) {
    out.push(
      `Errors in the next section belong to earlier ${layout.label} releases, named on each entry, and not to ${documentedLabel(layout.protocol)}. ${layout.protocol === 'airdrops' ? 'Campaigns' : 'Streams'} created on those releases stay on their own contracts, which keep raising them; an error that ${documentedLabel(layout.protocol)} raises under another name is listed under its new name above.`,
      '',
    );
    section('Errors of earlier releases', 'earlier-releases', earlier, true);
  }
  void model;
  return out.join('\n');
}

function libraryPage(layout: ProtocolLayout, model: ProtocolModel, page: PageSpec, intro: string): string {
  const docs = model.docs;
  const fns = docs.declaredFunctions[page.declared!] ?? [];
  const ctx: LinkContext = { layout, onPage: new Set() };
  const out = [
    frontMatter(
      page.title,
      `${page.title} in ${documentedLabel(layout.protocol)}: its functions, what they compute and which errors they raise.`,
      page.position,
    ),
    mdx(intro),
    '',
    `Release: **${documentedLabel(layout.protocol)}**. These functions are not in the package ABIs; their signatures are taken from the contract sources of this release and the descriptions are ours.`,
    '',
    '## Functions {#functions}',
    '',
  ];
  for (const fn of fns) out.push(renderDeclared(fn, ctx));
  return out.join('\n');
}

/** Namespace of a qualified type name ('' for a top-level one). */
const namespaceOf = (q: string): string => (q.includes('.') ? q.split('.')[0]! : '');

/** Enums that the parameters of some items reach. */
function abiEnums(items: Item[]): Set<string> {
  const found = new Set<string>();
  const walk = (params: AbiParam[]): void => {
    for (const p of params) {
      const name = enumName(p);
      if (name) found.add(name);
      if (p.components) walk(p.components);
    }
  };
  for (const item of items) {
    walk(item.inputs);
    walk(item.outputs);
  }
  return found;
}

/**
 * The structs and enums of some namespaces: each struct with its fields (from the ABIs, or declared in the
 * descriptions when no ABI reaches it), each enum with its members (from the descriptions).
 */
function typeSections(
  layout: ProtocolLayout,
  structs: Map<string, AbiParam[]>,
  enumsInAbi: Set<string>,
  docs: Pick<ProtocolDocs, 'types' | 'enums' | 'structFields' | 'fieldNotes'>,
  libs: string[],
): string[] {
  const inLibs = (q: string): boolean => libs.includes(namespaceOf(q));
  const enums = [...new Set([...enumsInAbi, ...Object.keys(docs.enums)])].filter(inLibs).sort();
  const declared = Object.keys(docs.types).filter((q) => inLibs(q) && !structs.has(q) && !enums.includes(q));
  const structNames = [...new Set([...[...structs.keys()].filter(inLibs), ...declared])].sort();
  const out: string[] = [];
  if (structNames.length) out.push('## Structs {#structs}', '');
  for (const q of structNames) {
    out.push(`### \`${q}\` {#${typeAnchor(q)}}`, '');
    if (docs.types[q]) out.push(mdx(docs.types[q]!), '');
    const fromAbi = structs.get(q);
    const declaredFields = docs.structFields[q];
    const rows: [name: string, type: string][] | undefined = fromAbi
      ? fromAbi.map((f) => [f.name ?? '', typeCell(layout, f)])
      : declaredFields?.map((f) => [f.name, `\`${f.type}\``]);
    if (!rows) continue;
    if (!fromAbi) out.push('No ABI has this struct (the contracts use it internally); its fields are those of the contract sources.', '');
    const notes = docs.fieldNotes?.[q];
    if (notes) {
      const names = rows.map(([name]) => name);
      const missing = names.filter((n) => !(n in notes));
      const unknown = Object.keys(notes).filter((n) => !names.includes(n));
      if (missing.length || unknown.length)
        throw new Error(
          `${layout.protocol}.md: the field notes of ${q} must name each of its fields (${names.join(', ')}) once; missing ${missing.join(', ') || 'none'}, unknown ${unknown.join(', ') || 'none'}`,
        );
      out.push('| Field | Type | What it holds |', '|---|---|---|');
      for (const [name, type] of rows) out.push(`| \`${name}\` | ${type} | ${cell(notes[name]!)} |`);
    } else {
      out.push('| Field | Type |', '|---|---|');
      for (const [name, type] of rows) out.push(`| \`${name}\` | ${type} |`);
    }
    out.push('');
  }
  if (enums.length) out.push('## Enums {#enums}', '');
  for (const q of enums) {
    out.push(`### \`${q}\` {#${typeAnchor(q)}}`, '');
    if (docs.types[q]) out.push(mdx(docs.types[q]!), '');
    const members = docs.enums[q];
    if (members) {
      out.push('Encoded as `uint8`:', '', '| Value | Member |', '|---|---|');
      for (const [i, m] of members.entries()) out.push(`| ${i} | \`${m}\` |`);
      out.push('');
    }
  }
  return out;
}

function typesPage(layout: ProtocolLayout, model: ProtocolModel, page: PageSpec, intro: string): string {
  const libs = page.typeLibs!;
  const out = [
    frontMatter(
      page.title,
      page.release
        ? `The ${page.title} type of ${releaseLabel({ protocol: layout.protocol as Product, version: page.release })} and earlier, its fields, and what ${documentedLabel(layout.protocol)} has instead.`
        : `Structs and enums of ${page.title} in ${documentedLabel(layout.protocol)}, with every field and its ABI type.`,
      page.position,
    ),
    mdx(intro),
    '',
  ];
  if (page.release) {
    // A type the documented release no longer has: its fields as the earlier release's ABIs give them.
    const label = releaseLabel({ protocol: layout.protocol as Product, version: page.release });
    const earlier = releaseModel(layout.protocol, page.release);
    const earlierDocs = loadEarlierDocs(layout.protocol);
    out.push(
      `Release: **${label}**. ${documentedLabel(layout.protocol)} has no such type; the fields below are read from the ${label} ABIs (a struct is encoded as a tuple of its fields, in this order) and the descriptions are ours.`,
      '',
      ...typeSections(
        layout,
        earlier.structs,
        new Set(),
        { types: earlierDocs.types, fieldNotes: earlierDocs.fieldNotes, enums: {}, structFields: {} },
        libs,
      ),
    );
    return out.join('\n');
  }
  const items = Object.values(model.contracts).flat();
  out.push(
    `Release: **${documentedLabel(layout.protocol)}**. The fields below are read from the ABIs (a struct is encoded as a tuple of its fields, in this order); the descriptions are ours.`,
    '',
    ...typeSections(layout, model.structs, abiEnums(items), model.docs, libs),
  );
  return out.join('\n');
}

/**
 * The top-level structs (outside any library) that a layout's pages show: the documented release's, and those of
 * the earlier release a history page is about (Lockup's `Broker`). Their old page names are `types/struct.Name`.
 */
function topLevelStructsOf(layout: ProtocolLayout, model: ProtocolModel): string[] {
  const names = new Set([...model.structs.keys()].filter((name) => !name.includes('.')));
  for (const page of layout.pages) {
    if (!page.release || !page.typeLibs?.includes('')) continue;
    for (const name of releaseModel(layout.protocol, page.release).structs.keys()) if (!name.includes('.')) names.add(name);
  }
  return [...names].sort();
}

/** The enums of the documented release declared outside any library (Airdrops' `ClaimType`). */
function topLevelEnumsOf(model: ProtocolModel): string[] {
  const names = [...abiEnums(Object.values(model.contracts).flat()), ...Object.keys(model.docs.enums)];
  return [...new Set(names.filter((name) => !name.includes('.')))].sort();
}

/** History pages (a type the documented release no longer has) whose structs have no description in earlier/<protocol>.md. */
function earlierTypeProblems(layout: ProtocolLayout, docs: EarlierDocs): string[] {
  const problems: string[] = [];
  for (const page of layout.pages) {
    if (!page.release) continue;
    const libs = page.typeLibs ?? [];
    const names = [...releaseModel(layout.protocol, page.release).structs.keys()].filter((q) => libs.includes(namespaceOf(q)));
    const missing = names.filter((q) => !docs.types[q]?.trim());
    if (missing.length)
      problems.push(
        `descriptions/earlier/${layout.protocol}.md has no "## Types" entry for ${missing.join(', ')} (page ${page.slug}, ${releaseLabel({ protocol: layout.protocol as Product, version: page.release })})`,
      );
  }
  return problems;
}

/** The introduction of every page of a layout (descriptions/pages/<protocol>.md), one for each page and no more. */
export function pageIntroductions(layout: ProtocolLayout): Record<string, string> {
  const intros = loadPageDescriptions(layout.protocol);
  const slugs = new Set(layout.pages.map((p) => p.slug));
  const missing = [...slugs].filter((slug) => !intros[slug]);
  const unknown = Object.keys(intros).filter((slug) => !slugs.has(slug));
  if (missing.length || unknown.length)
    throw new Error(
      `contract-reference: descriptions/pages/${layout.protocol}.md ${[
        missing.length ? `has no introduction for ${missing.join(', ')}` : '',
        unknown.length ? `introduces pages layout.ts does not have: ${unknown.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' and ')}`,
    );
  return intros;
}

function accessRows(layout: ProtocolLayout, model: ProtocolModel): AccessRow[] {
  const docs = model.docs;
  const rows = new Map<string, AccessRow>();
  for (const [contract, items] of Object.entries(model.contracts)) {
    const detail = layout.detailPage[contract];
    if (!detail) continue;
    const overloaded = overloadedNames(items);
    for (const i of items) {
      if (i.kind !== 'function' || i.mutability === 'view' || i.mutability === 'pure') continue;
      const id = `${contract === 'SablierBatchLockup' ? 'batch:' : ''}${i.key}`;
      const existing = rows.get(id);
      const href = `${routeOf(layout, detail)}#${anchorOf(i, overloaded.has(i.name))}`;
      if (existing) {
        existing.contracts.push(contract);
        existing.hrefs[contract] = href;
        continue;
      }
      const doc = docs.functions[i.key] as ItemDoc | undefined;
      rows.set(id, {
        signature: i.key,
        selector: i.selector,
        contracts: [contract],
        roles: (doc?.caller ?? []).map((r) => roleLabels[r]),
        note: doc?.callerNote ?? '',
        summary: summaryOf(doc?.text),
        href,
        hrefs: { [contract]: href },
        payable: i.mutability === 'payable',
      });
    }
  }
  return [...rows.values()].sort((a, b) => (a.signature < b.signature ? -1 : a.signature > b.signature ? 1 : 0));
}

export default function generate(): string {
  const allErrors: ErrorRow[] = [];
  const access: Record<string, AccessRow[]> = {};
  const oldNames: OldName[] = [];
  const topLevelStructs = new Map<string, string[]>();
  let pages = 0;
  const files = new GeneratedFiles([
    ...layouts.map((l) => join(docsDir, l.protocol, 'contracts')),
    join(docsDir, 'legacy', 'contracts'),
    dataDir,
    redirectsFile,
  ]);
  const write = (path: string, text: string): void => files.write(path, text.endsWith('\n') ? text : `${text}\n`);
  const category = (dir: string, label: string, position: number, collapsed = true): void =>
    write(join(dir, '_category_.json'), JSON.stringify({ label, position, collapsed }, null, 2));
  for (const layout of layouts) {
    const out = join(docsDir, layout.protocol, 'contracts');
    category(out, 'Contracts', 10, false);
    for (const f of layout.folders) category(join(out, f.dir), f.label, f.position);
    const model = buildModel(layout.protocol);
    topLevelStructs.set(layout.protocol, topLevelStructsOf(layout, model));
    oldNames.push(...oldNameRedirects(layout, topLevelStructs.get(layout.protocol) ?? []));
    oldNames.push(...topLevelEnumRedirects(layout, topLevelEnumsOf(model)));
    const rows = errorRows(model, model.docs);
    // A reference without an Errors library page (the comptroller's) lists each error on its contract page.
    if (!layout.pages.some((p) => p.kind === 'errors')) {
      for (const row of rows) {
        const contract = row.raisedBy.find((c) => layout.detailPage[c]);
        if (contract) row.href = `${routeOf(layout, layout.detailPage[contract]!)}#error-${row.name.toLowerCase()}`;
      }
    }
    let earlier: ErrorRow[] = [];
    if (isProduct(layout.protocol)) {
      const earlierDocs = loadEarlierDocs(layout.protocol);
      earlier = earlierErrorRows(layout.protocol, rows, earlierDocs);
      const problems = [...earlierErrorProblems(layout.protocol, earlierDocs, earlier), ...earlierTypeProblems(layout, earlierDocs)];
      if (problems.length) throw new Error(`contract-reference: ${problems.join('; ')}`);
    }
    allErrors.push(...rows, ...earlier);
    access[layout.protocol] = accessRows(layout, model);
    const intros = pageIntroductions(layout);
    for (const page of layout.pages) {
      const intro = intros[page.slug]!;
      const text =
        page.kind === 'contract'
          ? contractPage(layout, model, page, intro)
          : page.kind === 'summary'
            ? summaryPage(layout, model, page, intro)
            : page.kind === 'errors'
              ? errorsPage(layout, model, page, intro, rows, earlier)
              : page.kind === 'library'
                ? libraryPage(layout, model, page, intro)
                : typesPage(layout, model, page, intro);
      write(join(out, `${page.slug}.mdx`), text);
      pages += 1;
    }
  }
  pages += generateLegacy(join(docsDir, 'legacy', 'contracts'), write);
  write(join(dataDir, 'errors.json'), JSON.stringify(allErrors));
  for (const [protocol, rows] of Object.entries(access)) write(join(dataDir, `access-${protocol}.json`), JSON.stringify(rows));
  // Pages this site published under another path for an earlier release.
  oldNames.push(...renamedPageRedirects(layouts));
  // Pages of releases documented only in part (or not yet) lead to the page that holds the same declaration now.
  const earlier = earlierNameRedirects(layouts, (protocol) => topLevelStructs.get(protocol) ?? [], new Set(oldNames.map((r) => r.from)));
  if (earlier.unresolved.length)
    throw new Error(
      `contract-reference: no page holds ${earlier.unresolved.join(', ')}: name a successor (successors), or the section that explains it (explainedIn), in content/releases/earlier-names.json`,
    );
  oldNames.push(...earlier.redirects);
  // Every generated page also answers to the names earlier docs gave it (redirects.ts reads this).
  write(redirectsFile, JSON.stringify({ redirects: oldNames }, null, 1));
  const { written } = files.commit();
  return `${pages} pages (${written} files changed), ${oldNames.length} old names, ${allErrors.length} errors, ${Object.values(access).reduce((n, r) => n + r.length, 0)} state-changing functions`;
}
