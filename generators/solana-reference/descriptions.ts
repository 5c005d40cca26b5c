import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What each item of a Solana program does, written by hand in `descriptions/<program slug>.md` (the IDLs give names,
 * layouts, codes and messages; these files give meaning). The format:
 *
 *   ## Program                       introduction of the generated page (paragraphs)
 *   ## Instructions                  ### `name`, a paragraph, then `- Errors:` and `- Emits:` lines (names, comma-separated)
 *   ## Instruction accounts          `- \`name\`: text`, one line per account name used by any instruction
 *   ## Arguments                     `- \`name\`: text`, one line per argument name
 *   ## Accounts / Events / Types     ### `Name`, a paragraph, then `- \`field\`: text` per field (or enum variant)
 *   ## Errors                        ### `Name`, a paragraph (when it happens), then `- Fix:` (how to avoid it)
 *
 * Lines inside `<!-- -->` on their own are notes for writers and are skipped.
 */

export interface ItemText {
  text: string;
  /** `- Label: value` lines, by label. */
  fields: Record<string, string>;
  /** `- \`name\`: text` lines: per struct field or enum variant. */
  entries: Record<string, string>;
  line: number;
}

export interface ProgramDescriptions {
  file: string;
  program: string;
  instructions: Record<string, ItemText>;
  instructionAccounts: Record<string, string>;
  args: Record<string, string>;
  accounts: Record<string, ItemText>;
  events: Record<string, ItemText>;
  errors: Record<string, ItemText>;
  types: Record<string, ItemText>;
}

const SECTIONS = {
  Program: 'program',
  Instructions: 'instructions',
  'Instruction accounts': 'instructionAccounts',
  Arguments: 'args',
  Accounts: 'accounts',
  Events: 'events',
  Errors: 'errors',
  Types: 'types',
} as const;

type Section = (typeof SECTIONS)[keyof typeof SECTIONS];

export const ITEM_LABELS = { instructions: ['Errors', 'Emits'], errors: ['Fix'] } as const;

export const DESCRIPTIONS_DIR = join(__dirname, '..', '..', 'content', 'solana-descriptions');

export function descriptionsPath(slug: string): string {
  return join(DESCRIPTIONS_DIR, `${slug}.md`);
}

export function parseDescriptions(file: string, source: string): ProgramDescriptions {
  const out: ProgramDescriptions = {
    file,
    program: '',
    instructions: {},
    instructionAccounts: {},
    args: {},
    accounts: {},
    events: {},
    errors: {},
    types: {},
  };
  const fail = (line: number, message: string): never => {
    throw new Error(`${file}:${line}: ${message}`);
  };
  let section: Section | null = null;
  let item: ItemText | null = null;
  const program: string[] = [];
  let inComment = false;
  const lines = source.split('\n');
  const text: string[] = [];
  const flush = (): void => {
    if (item) item.text = text.join('\n').trim();
    text.length = 0;
  };
  lines.forEach((raw, index) => {
    const line = raw.trimEnd();
    const n = index + 1;
    if (inComment || line.startsWith('<!--')) {
      inComment = !line.includes('-->');
      return;
    }
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      flush();
      item = null;
      const name = heading[1] as keyof typeof SECTIONS;
      section = SECTIONS[name] ?? fail(n, `unknown section "${heading[1]}"`);
      return;
    }
    const itemHeading = /^### `([A-Za-z0-9_]+)`$/.exec(line);
    if (itemHeading) {
      flush();
      if (!section || section === 'program' || section === 'instructionAccounts' || section === 'args')
        fail(n, `an item heading does not belong in ${section ?? 'the preamble'}`);
      const map = out[section as 'instructions'];
      if (map[itemHeading[1]!]) fail(n, `"${itemHeading[1]}" is described twice`);
      item = { text: '', fields: {}, entries: {}, line: n };
      map[itemHeading[1]!] = item;
      return;
    }
    if (section === 'program') {
      program.push(raw);
      return;
    }
    const entry = /^- `([A-Za-z0-9_]+)`: (.+)$/.exec(line);
    if (section === 'instructionAccounts' || section === 'args') {
      if (!line) return;
      if (!entry) {
        fail(n, 'expected "- `name`: text"');
        return;
      }
      const map = out[section];
      if (map[entry[1]!]) fail(n, `"${entry[1]}" is described twice`);
      map[entry[1]!] = entry[2]!;
      return;
    }
    if (!item) {
      if (line) fail(n, 'text outside an item');
      return;
    }
    const current: ItemText = item;
    if (entry) {
      current.entries[entry[1]!] = entry[2]!;
      return;
    }
    const field = /^- ([A-Z][a-z]+): (.+)$/.exec(line);
    if (field) {
      const allowed: readonly string[] = ITEM_LABELS[section as keyof typeof ITEM_LABELS] ?? [];
      if (!allowed.includes(field[1]!)) fail(n, `"${field[1]}" is not a field of ${section} items`);
      current.fields[field[1]!] = field[2]!;
      return;
    }
    if (line.startsWith('- ')) fail(n, 'a list line must be "- Label: value" or "- `name`: text"');
    text.push(raw);
  });
  flush();
  out.program = program.join('\n').trim();
  return out;
}

export function loadDescriptions(slug: string): ProgramDescriptions {
  const path = descriptionsPath(slug);
  return parseDescriptions(`content/solana-descriptions/${slug}.md`, readFileSync(path, 'utf8'));
}

/** A comma-separated list field, empty when absent. */
export function listField(item: ItemText | undefined, label: string): string[] {
  const value = item?.fields[label];
  return value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}
