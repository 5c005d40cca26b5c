import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

import { DescriptionError, parseDescriptionFile } from '../../generators/contract-reference/description-format';
import {
  type DescriptionSource,
  descriptionsDir,
  loadEarlierDocs,
  loadLegacyDocs,
  loadPageDescriptions,
  loadProtocolDocs,
} from '../../generators/contract-reference/descriptions';

/** Description files given as text, named as they would be on disk. */
function files(texts: Record<string, string>): DescriptionSource {
  return (name) => {
    const text = texts[name];
    if (text === undefined) throw new Error(`no ${name} in this test`);
    return { file: `descriptions/${name}`, text };
  };
}

const emptyCommon = '# Shared\n';

/** The message a loader throws, which must name the file and line. */
function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof DescriptionError, `a DescriptionError, not ${String(error)}`);
    return error.message;
  }
  assert.fail('no error thrown');
}

test('an item is a signature heading, one paragraph of text (lines joined) and its fields', () => {
  const docs = loadProtocolDocs(
    'lockup',
    files({
      'common.md': emptyCommon,
      'lockup.md': [
        '# Lockup',
        '',
        'Notes before the first section are ignored.',
        '',
        '## Functions',
        '',
        '### `withdrawMax(uint256,address)`',
        '',
        '<!-- a note for writers, skipped -->',
        'Withdraws everything',
        'withdrawable to `to`.',
        '',
        '- Caller: recipient, operator',
        '- Caller note: Anyone may call it when `to` is the recipient.',
        '- Reverts: SablierLockupBase_Null, DelegateCall',
        '- Emits: WithdrawFromLockupStream',
        '',
        '## Errors',
        '',
        '### `SablierLockupBase_Null(uint256)`',
        '',
        'The stream ID does not exist.',
        '',
        '- Fix: Check the ID.',
      ].join('\n'),
    }),
  );
  assert.deepEqual(docs.functions, {
    'withdrawMax(uint256,address)': {
      text: 'Withdraws everything withdrawable to `to`.',
      caller: ['recipient', 'operator'],
      callerNote: 'Anyone may call it when `to` is the recipient.',
      reverts: ['SablierLockupBase_Null', 'DelegateCall'],
      emits: ['WithdrawFromLockupStream'],
    },
  });
  assert.deepEqual(docs.errors, { 'SablierLockupBase_Null(uint256)': { text: 'The stream ID does not exist.', fix: 'Check the ID.' } });
});

test('named lists expand in place, also inside other lists; snippets insert shared text', () => {
  const docs = loadProtocolDocs(
    'flow',
    files({
      'common.md': emptyCommon,
      'flow.md': [
        '## Lists',
        '',
        '- null: SablierFlow_Null',
        '- base: DelegateCall, @null',
        '',
        '## Snippets',
        '',
        '### `paid-by-caller`',
        '',
        'The caller pays.',
        '',
        '## Functions',
        '',
        '### `pause(uint256)`',
        '',
        'Pauses. {{paid-by-caller}} Then returns.',
        '',
        '- Caller: sender',
        '- Reverts: @base, SablierFlow_StreamPaused, @null',
      ].join('\n'),
    }),
  );
  assert.deepEqual(docs.functions['pause(uint256)'], {
    text: 'Pauses. The caller pays. Then returns.',
    caller: ['sender'],
    reverts: ['DelegateCall', 'SablierFlow_Null', 'SablierFlow_StreamPaused', 'SablierFlow_Null'],
  });
});

test('a product includes common.md groups, and its own entry overrides only the parts it gives', () => {
  const common = [
    '## Functions: adminable',
    '',
    '### `transferAdmin(address)`',
    '',
    'Hands the admin role over.',
    '',
    '- Caller: admin',
    '- Reverts: CallerNotAdmin',
    '',
    '### `admin()`',
    '',
    'Returns the admin.',
    '',
    '## Errors: adminable',
    '',
    '### `CallerNotAdmin(address,address)`',
    '',
    'Not the admin.',
    '',
    '- Fix: Call from the admin.',
  ].join('\n');
  const docs = loadProtocolDocs(
    'airdrops',
    files({
      'common.md': common,
      'airdrops.md': [
        '## Functions',
        '',
        '- Include: adminable',
        '',
        '### `transferAdmin(address)`',
        '',
        'On a campaign, the campaign admin.',
        '',
        '## Errors',
        '',
        '- Include: adminable',
        '',
        '### `CallerNotAdmin(address,address)`',
        '',
        '- Fix: Ask the admin.',
      ].join('\n'),
    }),
  );
  assert.deepEqual(docs.functions, {
    'transferAdmin(address)': { text: 'On a campaign, the campaign admin.', caller: ['admin'], reverts: ['CallerNotAdmin'] },
    'admin()': { text: 'Returns the admin.' },
  });
  assert.deepEqual(docs.errors, { 'CallerNotAdmin(address,address)': { text: 'Not the admin.', fix: 'Ask the admin.' } });
});

test('declared errors, declared functions and types (an enum lists its members)', () => {
  const docs = loadProtocolDocs(
    'lockup',
    files({
      'common.md': emptyCommon,
      'lockup.md': [
        '## Lists',
        '',
        '- raisers: SablierLockup, SablierBatchLockup',
        '',
        '## Declared errors',
        '',
        '### `SablierHelpers_StartTimeZero()`',
        '',
        'The start time is zero.',
        '',
        '- Fix: Pass a real time.',
        '- Raised by: @raisers',
        '',
        '## Declared functions: svg-elements',
        '',
        '### `card(SVGElements.CardType cardType, string content, string circle)`',
        '',
        'Draws a card.',
        '',
        '- Returns: uint256 width, string card_',
        '- Visibility: internal',
        '- Mutability: pure',
        '- Anchor: card-3',
        '',
        '## Types',
        '',
        '### `Lockup.Model`',
        '',
        'The shape of a stream.',
        '',
        '- Members: LOCKUP_LINEAR, LOCKUP_DYNAMIC',
        '',
        '### `Broker`',
        '',
        'An optional fee recipient.',
      ].join('\n'),
    }),
  );
  assert.deepEqual(docs.declaredErrors, {
    SablierHelpers_StartTimeZero: {
      declaration: 'SablierHelpers_StartTimeZero()',
      text: 'The start time is zero.',
      fix: 'Pass a real time.',
      raisedBy: ['SablierLockup', 'SablierBatchLockup'],
    },
  });
  assert.deepEqual(docs.declaredFunctions, {
    'svg-elements': [
      {
        declaration: 'card(SVGElements.CardType cardType, string content, string circle)',
        returns: 'uint256 width, string card_',
        visibility: 'internal',
        mutability: 'pure',
        anchor: 'card-3',
        text: 'Draws a card.',
      },
    ],
  });
  assert.deepEqual(docs.types, { 'Lockup.Model': 'The shape of a stream.', Broker: 'An optional fee recipient.' });
  assert.deepEqual(docs.enums, { 'Lockup.Model': ['LOCKUP_LINEAR', 'LOCKUP_DYNAMIC'] });
});

test('a declared function of an outside contract may be payable, and a struct kept in storage lists its fields', () => {
  // The shapes of bob.md: the minimal interfaces of bob/src/interfaces/external and the Bob.Vault record.
  const docs = loadProtocolDocs(
    'bob',
    files({
      'common.md': emptyCommon,
      'bob.md': [
        '## Declared functions: i-weth9',
        '',
        '### `deposit()`',
        '',
        'Wraps the ETH sent.',
        '',
        '- Visibility: external',
        '- Mutability: payable',
        '',
        '## Types',
        '',
        '### `Bob.Vault`',
        '',
        'The stored record of a vault.',
        '',
        '- Fields: IERC20 token, uint40 expiry, uint128 targetPrice',
      ].join('\n'),
    }),
  );
  assert.deepEqual(docs.declaredFunctions, {
    'i-weth9': [{ declaration: 'deposit()', visibility: 'external', mutability: 'payable', text: 'Wraps the ETH sent.' }],
  });
  assert.deepEqual(docs.structFields, {
    'Bob.Vault': [
      { type: 'IERC20', name: 'token' },
      { type: 'uint40', name: 'expiry' },
      { type: 'uint128', name: 'targetPrice' },
    ],
  });
  assert.deepEqual(docs.types, { 'Bob.Vault': 'The stored record of a vault.' });
});

test('a struct may say what each field holds, with snippets, and an enum may not', () => {
  const preamble = ['## Snippets', '', '### `when`', '', 'When the vault opens.', '', '## Types', ''];
  const load = (lines: string[]) =>
    loadProtocolDocs('bob', files({ 'common.md': emptyCommon, 'bob.md': [...preamble, ...lines].join('\n') }));
  const docs = load([
    '### `Bob.Vault`',
    '',
    'The stored record of a vault.',
    '',
    '- Fields: IERC20 token, uint40 expiry',
    '- Field token: The token deposited: the part of a label after the colon is the note.',
    '- Field expiry: {{when}}',
  ]);
  assert.deepEqual(docs.fieldNotes, {
    'Bob.Vault': { token: 'The token deposited: the part of a label after the colon is the note.', expiry: 'When the vault opens.' },
  });
  assert.deepEqual(
    docs.structFields['Bob.Vault']?.map((f) => f.name),
    ['token', 'expiry'],
  );
  assert.throws(
    () => load(['### `Bob.Status`', '', 'A state.', '', '- Members: OPEN, CLOSED', '- Field OPEN: Open.']),
    /`Bob.Status` is an enum: its members take no field notes/,
  );
  assert.throws(() => load(['### `Bob.Vault`', '', 'A record.', '', '- Field token: {{nowhere}}']), /uses the snippet \{\{nowhere\}\}/);
  assert.throws(() => load(['### `Bob.Vault`', '', 'A record.', '', '- Field: no name']), /cannot have a "Field" field/);
});

test('legacy descriptions are keyed by the contract section and the signature', () => {
  const docs = loadLegacyDocs(
    files({ 'legacy.md': '## Sablier\n\n### `fee()`\n\nReturns the fee.\n\n## Payroll\n\n### `owner()`\n\nReturns the owner.\n' }),
  );
  assert.deepEqual(docs, { 'Sablier.fee()': 'Returns the fee.', 'Payroll.owner()': 'Returns the owner.' });
});

test('page introductions run over several paragraphs and may insert snippets', () => {
  const pages = loadPageDescriptions(
    'flow',
    files({
      'pages/flow.md': [
        '# Flow pages',
        '',
        '## Snippets',
        '',
        '### `fee`',
        '',
        'Fees go to the admin.',
        '',
        '## Pages',
        '',
        '### `sablier-flow`',
        '',
        'The contract',
        'of Flow v1.1.',
        '',
        'Second paragraph. {{fee}}',
        '',
        '### `abstracts/batch`',
        '',
        'Batches calls.',
      ].join('\n'),
    }),
  );
  assert.deepEqual(pages, {
    'sablier-flow': 'The contract of Flow v1.1.\n\nSecond paragraph. Fees go to the admin.',
    'abstracts/batch': 'Batches calls.',
  });
});

test('a page introduction is keyed by a page path and has no fields', () => {
  const load = (text: string) => () => loadPageDescriptions('lockup', files({ 'pages/lockup.md': text }));
  assert.ok(
    failure(load('## Pages\n\n### `Abstracts/Batch`\n\nText.\n')).startsWith(
      'descriptions/pages/lockup.md:3: `Abstracts/Batch` is not a page path',
    ),
  );
  assert.ok(
    failure(load('## Pages\n\n### `batch`\n\nText.\n\n- Caller: anyone\n')).startsWith(
      'descriptions/pages/lockup.md:7: `batch` cannot have a "Caller" field',
    ),
  );
  assert.ok(failure(load('## Intro\n')).startsWith('descriptions/pages/lockup.md:1: unknown section "Intro"'));
});

test('a file of earlier releases: ABI errors of the releases it names, declared errors with their own releases, types', () => {
  const docs = loadEarlierDocs(
    'lockup',
    files({
      'earlier/lockup.md': [
        '## Errors',
        '',
        '- Releases: v3.0, v2.0',
        '',
        '### `SablierLockupBase_Null(uint256)`',
        '',
        'In Lockup v2.0, no such stream.',
        '',
        '- Fix: Check the ID.',
        '',
        '## Declared errors',
        '',
        '### `SablierHelpers_StartTimeZero()`',
        '',
        'In Lockup v2.0, a zero start time.',
        '',
        '- Fix: Pass a time.',
        '- Raised by: SablierLockup',
        '- Releases: v2.0',
        '',
        '## Types',
        '',
        '### `Broker`',
        '',
        'In Lockup v2.0, a fee recipient.',
      ].join('\n'),
    }),
  );
  assert.deepEqual(docs, {
    errorReleases: ['v3.0', 'v2.0'],
    errors: { 'SablierLockupBase_Null(uint256)': { text: 'In Lockup v2.0, no such stream.', fix: 'Check the ID.' } },
    declaredErrors: {
      SablierHelpers_StartTimeZero: {
        declaration: 'SablierHelpers_StartTimeZero()',
        text: 'In Lockup v2.0, a zero start time.',
        fix: 'Pass a time.',
        raisedBy: ['SablierLockup'],
        releases: ['v2.0'],
      },
    },
    types: { Broker: 'In Lockup v2.0, a fee recipient.' },
  });
  const load = (text: string) => () => loadEarlierDocs('lockup', files({ 'earlier/lockup.md': text }));
  assert.ok(
    failure(load('## Errors\n\n### `Oops()`\n\nIt broke.\n\n- Fix: No.\n')).startsWith(
      'descriptions/earlier/lockup.md:1: the section "Errors" needs a "- Releases',
    ),
  );
  assert.ok(
    failure(load('## Errors\n\n- Releases: 2.0\n')).startsWith('descriptions/earlier/lockup.md:3: "2.0" is not a release like v2.0'),
  );
  assert.ok(
    failure(load('## Declared errors\n\n### `Oops()`\n\nIt broke.\n\n- Fix: No.\n- Raised by: SablierLockup\n')).startsWith(
      'descriptions/earlier/lockup.md:3: `Oops()` needs a "- Releases:" line',
    ),
  );
});

test('a struct that no ABI has lists its fields in Types', () => {
  const docs = loadProtocolDocs(
    'lockup',
    files({
      'common.md': emptyCommon,
      'lockup.md':
        '## Types\n\n### `Lockup.Amounts`\n\nWhat a stream holds.\n\n- Fields: uint128 deposited, uint128 withdrawn, uint128 refunded\n',
    }),
  );
  assert.deepEqual(docs.structFields, {
    'Lockup.Amounts': [
      { type: 'uint128', name: 'deposited' },
      { type: 'uint128', name: 'withdrawn' },
      { type: 'uint128', name: 'refunded' },
    ],
  });
  assert.ok(
    failure(loadLockup('## Types\n\n### `Lockup.Amounts`\n\nText.\n\n- Fields: deposited\n')).startsWith(
      'descriptions/lockup.md:7: "deposited" is not a field like "uint128 deposited"',
    ),
  );
});

const fn = (body: string[]): string => ['## Functions', '', '### `pause(uint256)`', '', ...body].join('\n');
const loadLockup =
  (text: string, common = emptyCommon) =>
  () =>
    loadProtocolDocs('lockup', files({ 'common.md': common, 'lockup.md': text }));

const malformed: [string, () => unknown, string][] = [
  [
    'an item heading without backticks',
    loadLockup('## Functions\n\n### pause(uint256)\n'),
    'descriptions/lockup.md:3: an item heading is "### `key`"',
  ],
  [
    'an item before any section',
    loadLockup('### `pause(uint256)`\n\nPauses.\n'),
    'descriptions/lockup.md:1: the item `pause(uint256)` comes before any "##" section',
  ],
  [
    'the same signature twice',
    loadLockup(fn(['Pauses.', '', '### `pause(uint256)`', '', 'Again.'])),
    'descriptions/lockup.md:7: `pause(uint256)` is described twice in "Functions" (first on line 3)',
  ],
  [
    'two paragraphs',
    loadLockup(fn(['Pauses.', '', 'More.'])),
    'descriptions/lockup.md:7: the description of `pause(uint256)` is one paragraph',
  ],
  [
    'text after the fields',
    loadLockup(fn(['Pauses.', '', '- Caller: sender', 'More.'])),
    'descriptions/lockup.md:8: text after the fields of `pause(uint256)`',
  ],
  [
    'a field twice',
    loadLockup(fn(['Pauses.', '', '- Caller: sender', '- Caller: admin'])),
    'descriptions/lockup.md:8: `pause(uint256)` has a second "Caller" field (the first is on line 7)',
  ],
  [
    'an empty field',
    loadLockup(fn(['Pauses.', '', '- Reverts:'])),
    'descriptions/lockup.md:7: the field "Reverts" of `pause(uint256)` is empty',
  ],
  [
    'a bullet that is not a field',
    loadLockup(fn(['Pauses.', '', '- reverts with X'])),
    'descriptions/lockup.md:7: a field line is "- Label: value"',
  ],
  [
    'an unknown field',
    loadLockup(fn(['Pauses.', '', '- Revert: X'])),
    'descriptions/lockup.md:7: `pause(uint256)` cannot have a "Revert" field here; allowed: Caller, Caller note, Reverts, Emits',
  ],
  [
    'an unknown caller',
    loadLockup(fn(['Pauses.', '', '- Caller: sender, owner-of-all'])),
    'descriptions/lockup.md:7: unknown caller "owner-of-all"',
  ],
  ['an unknown list', loadLockup(fn(['Pauses.', '', '- Reverts: @null'])), 'descriptions/lockup.md:7: no list named "null"'],
  [
    'a list that includes itself',
    loadLockup(['## Lists', '', '- a: X, @b', '- b: @a', '', fn(['Pauses.', '', '- Reverts: @a'])].join('\n')),
    'descriptions/lockup.md:4: the list "a" includes itself (a → b → a)',
  ],
  [
    'names run together',
    loadLockup(fn(['Pauses.', '', '- Reverts: DelegateCall SablierLockupBase_Null'])),
    'descriptions/lockup.md:7: "DelegateCall SablierLockupBase_Null" is not a name; list entries are separated by commas',
  ],
  [
    'an unknown snippet',
    loadLockup(fn(['Pauses. {{funding}}'])),
    'descriptions/lockup.md:3: `pause(uint256)` uses the snippet {{funding}}, which the "Snippets" section does not define',
  ],
  ['no description', loadLockup(fn(['- Caller: sender'])), 'descriptions/lockup.md:3: `pause(uint256)` has no description'],
  [
    'an error without a fix',
    loadLockup('## Errors\n\n### `Oops()`\n\nIt broke.\n'),
    'descriptions/lockup.md:3: `Oops()` needs a "- Fix:" line',
  ],
  ['an unknown section', loadLockup('## Function\n'), 'descriptions/lockup.md:1: unknown section "Function"'],
  [
    'a section twice',
    loadLockup('## Events\n\n## Events\n'),
    'descriptions/lockup.md:3: the section "Events" appears twice (first on line 1)',
  ],
  [
    'an unknown include',
    loadLockup('## Functions\n\n- Include: erc20\n'),
    'descriptions/lockup.md:3: common.md has no "## Functions: erc20" section',
  ],
  [
    'a misnamed common.md section',
    loadLockup('## Functions\n', '## Functions erc721\n'),
    'descriptions/common.md:1: a section of common.md is "Functions: name"',
  ],
  [
    'a bad declaration',
    loadLockup('## Declared functions: helpers\n\n### `card`\n\nDraws.\n\n- Visibility: internal\n'),
    'descriptions/lockup.md:3: `card` is not a declaration',
  ],
  [
    'a bad visibility',
    loadLockup('## Declared functions: helpers\n\n### `card()`\n\nDraws.\n\n- Visibility: private\n'),
    'descriptions/lockup.md:7: visibility is external, public or internal, not "private"',
  ],
  [
    'a bad mutability',
    loadLockup('## Declared functions: helpers\n\n### `card()`\n\nDraws.\n\n- Visibility: external\n- Mutability: constant\n'),
    'descriptions/lockup.md:8: mutability is pure, view, nonpayable or payable, not "constant"',
  ],
  ['an unclosed comment', loadLockup('## Functions\n\n<!-- a note\n'), 'descriptions/lockup.md:3: this comment is never closed with "-->"'],
  ['a fourth-level heading', loadLockup('## Functions\n\n#### `pause(uint256)`\n'), 'descriptions/lockup.md:3: headings go down to "###"'],
];

for (const [what, run, expected] of malformed) {
  test(`malformed input names the file and line: ${what}`, () => {
    const message = failure(run);
    assert.ok(message.startsWith(expected), `${message}\ndoes not start with\n${expected}`);
  });
}

test('a comment may span lines and hide headings', () => {
  const sections = parseDescriptionFile('x.md', '## Functions\n\n<!--\n### `pause(uint256)`\n-->\n### `unpause(uint256)`\n\nGoes on.\n');
  assert.deepEqual(
    sections.map((s) => s.items.map((i) => [i.key, i.line, i.text])),
    [[['unpause(uint256)', 6, 'Goes on.']]],
  );
});

test('every named list and snippet of the real description files is used', () => {
  const unused: string[] = [];
  for (const name of readdirSync(descriptionsDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))) {
    const text = readFileSync(join(descriptionsDir, name), 'utf8');
    for (const section of parseDescriptionFile(name, text, { paragraphs: name.startsWith('pages/') })) {
      if (section.title === 'Lists')
        for (const list of section.fields.keys()) if (!new RegExp(`@${list}(?![\\w-])`).test(text)) unused.push(`${name}: list ${list}`);
      if (section.title === 'Snippets')
        for (const item of section.items) if (!text.includes(`{{${item.key}}}`)) unused.push(`${name}: snippet ${item.key}`);
    }
  }
  assert.deepEqual(unused, []);
});
