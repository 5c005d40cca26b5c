import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { type Abi, decodeErrorResult } from 'viem';
import {
  type AbiParam,
  contractItems,
  documentedLabel,
  documentedVersion,
  enumName,
  loadAbi,
  parseDeclaration,
} from '../../generators/contract-reference/abi';
import { pageIntroductions } from '../../generators/contract-reference/generate';
import { layouts } from '../../generators/contract-reference/layout';
import {
  EARLIER_ERROR_RELEASES,
  buildModel,
  earlierErrorProblems,
  earlierErrorRows,
  errorRows,
} from '../../generators/contract-reference/model';
import { loadEarlierDocs, loadLegacyDocs, loadProtocolDocs } from '../../generators/contract-reference/descriptions';
import { legacyRows } from '../../generators/contract-reference/legacy';
import { CONTRACT_REFERENCES, generatedSource } from '../../src/lib/generated-pages';
import { PRODUCTS, currentReleaseLabel, releaseLabel } from '../../src/lib/releases';

// The products' current releases and the comptroller.
const protocols = CONTRACT_REFERENCES;

for (const protocol of protocols) {
  test(`${documentedLabel(protocol)}: every ABI item has a description and every description matches an ABI item`, () => {
    const docs = loadProtocolDocs(protocol);
    const abis = loadAbi(protocol, documentedVersion(protocol));
    const missing: string[] = [];
    const seen = { function: new Set<string>(), event: new Set<string>(), error: new Set<string>() };
    const lines: string[] = [];
    for (const [contract, abi] of Object.entries(abis)) {
      const items = contractItems(abi);
      let documented = 0;
      for (const item of items) {
        seen[item.kind].add(item.key);
        const doc =
          item.kind === 'function' ? docs.functions[item.key] : item.kind === 'event' ? docs.events[item.key] : docs.errors[item.key];
        const ok = Boolean(doc && doc.text.trim().length > 10 && (item.kind !== 'error' || ('fix' in doc && doc.fix.trim())));
        const writes = item.kind === 'function' && item.mutability !== 'view' && item.mutability !== 'pure';
        const callerOk = !writes || Boolean(doc && 'caller' in doc && doc.caller?.length);
        if (ok && callerOk) documented += 1;
        else missing.push(`${contract}: ${item.kind} ${item.key}${ok ? ' (no caller)' : ''}`);
      }
      lines.push(`${protocol} ${contract}: ${documented}/${items.length} documented`);
    }
    console.log(lines.join('\n'));
    const stale = [
      ...Object.keys(docs.functions)
        .filter((k) => !seen.function.has(k))
        .map((k) => `function ${k}`),
      ...Object.keys(docs.events)
        .filter((k) => !seen.event.has(k))
        .map((k) => `event ${k}`),
      ...Object.keys(docs.errors)
        .filter((k) => !seen.error.has(k))
        .map((k) => `error ${k}`),
    ];
    assert.deepEqual(missing, [], 'ABI items without a description');
    assert.deepEqual(stale, [], 'descriptions for signatures that are not in any ABI');
  });

  test(`${protocol}: reverts and emits name real errors and events`, () => {
    const docs = loadProtocolDocs(protocol);
    const abis = loadAbi(protocol, documentedVersion(protocol));
    const errors = new Set<string>(Object.values(docs.declaredErrors).map((d) => parseDeclaration(d.declaration).name));
    const events = new Set<string>();
    for (const abi of Object.values(abis)) {
      for (const item of contractItems(abi)) {
        if (item.kind === 'error') errors.add(item.name);
        if (item.kind === 'event') events.add(item.name);
      }
    }
    const bad: string[] = [];
    for (const [key, doc] of Object.entries(docs.functions)) {
      for (const e of doc.reverts ?? []) if (!errors.has(e)) bad.push(`${key} reverts ${e}`);
      for (const e of doc.emits ?? []) if (!events.has(e)) bad.push(`${key} emits ${e}`);
    }
    for (const list of Object.values(docs.declaredFunctions)) {
      for (const fn of list) for (const e of fn.reverts ?? []) if (!errors.has(e)) bad.push(`${fn.declaration} reverts ${e}`);
    }
    assert.deepEqual(bad, []);
  });
}

test('legacy: every function of the legacy ABIs has a description, and no description is stale', () => {
  const rows = legacyRows();
  const legacyDocs = loadLegacyDocs();
  const missing = rows.filter((r) => !legacyDocs[r.key]).map((r) => r.key);
  const keys = new Set(rows.map((r) => r.key));
  const stale = Object.keys(legacyDocs).filter((k) => !keys.has(k));
  console.log(`legacy: ${rows.length - missing.length}/${rows.length} documented`);
  assert.deepEqual(missing, []);
  assert.deepEqual(stale, []);
});

test('the footer note of each contract reference names description files that exist', () => {
  for (const product of [...protocols, 'legacy']) {
    const source = generatedSource(`/reference/${product}/contracts/any-page`)?.source ?? '';
    const named = [...source.matchAll(/content\/contract-descriptions\/[\w/-]+\.md/g)].map((m) => m[0]);
    assert.ok(named.includes(`content/contract-descriptions/${product}.md`), source);
    if (product !== 'legacy') assert.ok(named.includes(`content/contract-descriptions/pages/${product}.md`), source);
    for (const file of named) assert.ok(existsSync(join(__dirname, '..', '..', file)), `${file} exists`);
  }
});

for (const product of PRODUCTS.filter((p) => EARLIER_ERROR_RELEASES[p].length)) {
  test(`the errors of earlier ${product} releases that ${currentReleaseLabel(product)} no longer has are each described, with their releases, and no description is stale`, () => {
    const earlier = loadEarlierDocs(product);
    assert.deepEqual(earlier.errorReleases, EARLIER_ERROR_RELEASES[product]);
    const current = errorRows(buildModel(product), loadProtocolDocs(product));
    const rows = earlierErrorRows(product, current, earlier);
    assert.deepEqual(earlierErrorProblems(product, earlier, rows), [], 'what the generator would refuse');
    const missing = rows.filter((r) => !r.text.trim() || !r.fix.trim()).map((r) => `${r.canonical} (${r.releases.join(', ')})`);
    // Every ABI error of those releases is either in the current release (same selector) or among the rows.
    const currentSelectors = new Set(current.map((r) => r.selector));
    const abiKeys = new Set<string>();
    for (const version of earlier.errorReleases) {
      for (const abi of Object.values(loadAbi(product, version))) {
        for (const item of contractItems(abi)) {
          if (item.kind !== 'error' || currentSelectors.has(item.selector)) continue;
          abiKeys.add(item.key);
          const label = releaseLabel({ protocol: product, version });
          assert.ok(
            rows.some((r) => r.selector === item.selector && r.releases.includes(label)),
            `${item.key} of ${label}`,
          );
        }
      }
    }
    const stale = Object.keys(earlier.errors).filter((key) => !abiKeys.has(key));
    console.log(`${product} earlier releases: ${rows.length - missing.length}/${rows.length} errors described`);
    assert.deepEqual(missing, [], 'errors of earlier releases without a description');
    assert.deepEqual(stale, [], `descriptions of errors that ${currentReleaseLabel(product)} still has, or that no earlier ABI has`);
    // Each row names its releases in its own text (the release-marker rule of hand-written prose).
    for (const r of rows)
      assert.ok(
        r.releases.some((label) => r.text.includes(label)),
        `${r.name}: the text names ${r.releases.join(' or ')}`,
      );
  });
}

test('every member of a summary page is an item of its ABI, and every page has an introduction', () => {
  for (const layout of layouts) {
    const model = buildModel(layout.protocol);
    for (const page of layout.pages) {
      if (page.kind !== 'summary') continue;
      const names = new Set((model.contracts[page.abi!] ?? []).map((i) => i.name));
      const unknown = (page.members ?? []).filter((m) => !names.has(m));
      assert.deepEqual(unknown, [], `${layout.protocol}/${page.slug}: members missing from the ${page.abi} ABI`);
    }
    assert.doesNotThrow(() => pageIntroductions(layout), `${layout.protocol}: descriptions/pages/${layout.protocol}.md`);
  }
});

for (const protocol of protocols) {
  test(`${documentedLabel(protocol)}: every struct and enum the ABIs reach is described, enums with their members`, () => {
    const model = buildModel(protocol);
    const enums = new Set<string>();
    const walk = (params: AbiParam[]): void => {
      for (const p of params) {
        const name = enumName(p);
        if (name) enums.add(name);
        if (p.components) walk(p.components);
      }
    };
    for (const items of Object.values(model.contracts)) for (const item of items) walk([...item.inputs, ...item.outputs]);
    const missing = [
      ...[...model.structs.keys()].filter((q) => !model.docs.types[q]).map((q) => `struct ${q}`),
      ...[...enums].filter((q) => !model.docs.types[q] || !model.docs.enums[q]).map((q) => `enum ${q}`),
    ];
    assert.deepEqual(missing, []);
  });
}

test('every types page shows a struct or an enum, each described; the storage structs of Bob list their fields from the sources', () => {
  for (const layout of layouts) {
    const model = buildModel(layout.protocol);
    for (const page of layout.pages) {
      if (page.kind !== 'types' || page.release) continue;
      const libs = page.typeLibs ?? [];
      const inPage = (q: string): boolean => libs.includes(q.includes('.') ? q.split('.')[0]! : '');
      const shown = [...new Set([...model.structs.keys(), ...Object.keys(model.docs.types)])].filter(inPage);
      assert.ok(shown.length > 0, `${layout.protocol}/${page.slug} shows no type`);
      for (const q of shown) {
        assert.ok(model.docs.types[q]?.trim(), `${layout.protocol}: ${q} has no description`);
        if (model.structs.has(q) || model.docs.enums[q]) continue;
        // Bob v1.0 keeps its two records (Bob.Vault, Escrow.Order) in storage only: the page's field table comes from
        // the descriptions. (Older products describe such structs in prose.)
        if (layout.protocol === 'bob')
          assert.ok(model.docs.structFields[q]?.length, `${layout.protocol}: ${q} is in no ABI, so its "- Fields:" line is needed`);
      }
    }
  }
});

test('every struct a types page shows, of the current release or an earlier one, says what each of its fields holds', () => {
  const bare: string[] = [];
  for (const layout of layouts) {
    const model = buildModel(layout.protocol);
    const earlier = loadEarlierDocs(layout.protocol);
    for (const page of layout.pages) {
      if (page.kind !== 'types') continue;
      const libs = page.typeLibs ?? [];
      const inPage = (q: string): boolean => libs.includes(q.includes('.') ? q.split('.')[0]! : '');
      // A release page shows one type the current release no longer has, with the earlier file's notes.
      const structs = page.release ? [page.title] : [...model.structs.keys(), ...Object.keys(model.docs.structFields)].filter(inPage);
      const notes = page.release ? earlier.fieldNotes : model.docs.fieldNotes;
      for (const q of new Set(structs)) if (!notes?.[q] && !model.docs.enums[q]) bare.push(`${layout.protocol}/${page.slug}: ${q}`);
    }
  }
  assert.deepEqual(bare, []);
});

test('every library page declares at least one function, and every declared-functions section belongs to a page', () => {
  for (const layout of layouts) {
    const docs = loadProtocolDocs(layout.protocol);
    const keys = new Set(layout.pages.filter((p) => p.kind === 'library').map((p) => p.declared!));
    for (const key of keys) assert.ok(docs.declaredFunctions[key]?.length, `${layout.protocol}: no "## Declared functions: ${key}"`);
    for (const key of Object.keys(docs.declaredFunctions)) assert.ok(keys.has(key), `${layout.protocol}: no page declares "${key}"`);
  }
});

test('Bob v1.0: the four contracts have the pages other pages link to, one per ABI of the package', () => {
  const bob = layouts.find((l) => l.protocol === 'bob')!;
  assert.deepEqual(bob.detailPage, {
    SablierBob: 'sablier-bob',
    SablierEscrow: 'sablier-escrow',
    SablierLidoAdapter: 'sablier-lido-adapter',
    BobVaultShare: 'bob-vault-share',
  });
  assert.deepEqual(Object.keys(loadAbi('bob', documentedVersion('bob'))).sort(), Object.keys(bob.detailPage).sort());
  for (const [contract, slug] of Object.entries(bob.detailPage)) {
    const page = bob.pages.find((p) => p.slug === slug);
    assert.ok(page && page.kind === 'contract' && page.abi === contract, `${slug} renders the whole ${contract} ABI`);
  }
});

for (const protocol of protocols) {
  test(`${documentedLabel(protocol)}: each error's selector is the one the ABI decodes, and each error has its entry on the errors page`, () => {
    const model = buildModel(protocol);
    const rows = errorRows(model, model.docs);
    const byName = new Map(rows.map((r) => [r.name, r]));
    let checked = 0;
    for (const [contract, abi] of Object.entries(loadAbi(protocol, documentedVersion(protocol)))) {
      for (const entry of abi.filter((e) => e.type === 'error')) {
        const row = byName.get(entry.name!);
        assert.ok(row, `${contract}: ${entry.name} has no row`);
        assert.ok(row.raisedBy.includes(contract), `${entry.name} names ${contract}`);
        // The selector must be what a decoder given only the package ABI recognises, arguments zeroed.
        const data = `${row.selector}${'0'.repeat(64 * (entry.inputs ?? []).length)}` as `0x${string}`;
        const decoded = decodeErrorResult({ abi: abi as Abi, data });
        assert.equal(decoded.errorName, entry.name, `${contract}: ${row.selector} decodes as ${decoded.errorName}`);
        assert.ok(row.text.trim() && row.fix.trim(), `${entry.name} is described and says how to avoid it`);
        checked += 1;
      }
    }
    assert.ok(checked > 0, `${protocol}: no ABI error checked`);
  });
}
