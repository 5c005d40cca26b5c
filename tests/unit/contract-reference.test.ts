import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { contractItems, documentedLabel, documentedVersion, loadAbi, parseDeclaration } from '../../plugins/contract-reference/abi';
import { loadLegacyDocs, loadProtocolDocs } from '../../plugins/contract-reference/descriptions';
import { legacyRows } from '../../plugins/contract-reference/legacy';
import { CONTRACT_REFERENCES, generatedSource } from '../../src/lib/generated-pages';

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
