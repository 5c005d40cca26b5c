import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  type AbiParam,
  contractItems,
  documentedLabel,
  documentedVersion,
  enumName,
  loadAbi,
  parseDeclaration,
} from '../../plugins/contract-reference/abi';
import { pageIntroductions } from '../../plugins/contract-reference/generate';
import { layouts } from '../../plugins/contract-reference/layout';
import {
  EARLIER_ERROR_RELEASES,
  buildModel,
  earlierErrorProblems,
  earlierErrorRows,
  errorRows,
} from '../../plugins/contract-reference/model';
import { loadEarlierDocs, loadLegacyDocs, loadProtocolDocs } from '../../plugins/contract-reference/descriptions';
import { legacyRows } from '../../plugins/contract-reference/legacy';
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
    const named = [...source.matchAll(/plugins\/contract-reference\/descriptions\/[\w/-]+\.md/g)].map((m) => m[0]);
    assert.ok(named.includes(`plugins/contract-reference/descriptions/${product}.md`), source);
    if (product !== 'legacy') assert.ok(named.includes(`plugins/contract-reference/descriptions/pages/${product}.md`), source);
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
