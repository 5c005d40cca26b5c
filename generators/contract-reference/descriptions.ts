import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Protocol, parseDeclaration } from './abi';
import { DescriptionError, type Field, type ParseOptions, type RawItem, type RawSection, parseDescriptionFile } from './description-format';
import {
  type DeclaredError,
  type DeclaredFunction,
  type ErrorDoc,
  type ItemDoc,
  type ProtocolDocs,
  type Role,
  roleLabels,
} from './description-types';

/**
 * Our descriptions of the contracts, read from the Markdown files in content/contract-descriptions/ each time they are
 * asked for (no cache), so a generator run always sees the files as they are on disk.
 */
const root = join(__dirname, '..', '..');
export const descriptionsDir = join(root, 'content', 'contract-descriptions');

/** Reads a description file by its name in content/contract-descriptions/; tests pass their own texts. */
export type DescriptionSource = (name: string) => { file: string; text: string };

const fromDisk: DescriptionSource = (name) => {
  const path = join(descriptionsDir, name);
  return { file: relative(root, path), text: readFileSync(path, 'utf8') };
};

const ITEM_FIELDS = ['Caller', 'Caller note', 'Reverts', 'Emits'];
const DECLARED_FUNCTION_FIELDS = ['Returns', 'Visibility', 'Mutability', 'Anchor', 'Reverts'];

class FileReader {
  /** Named lists of the file's `## Lists` section, unexpanded. */
  private readonly lists = new Map<string, Field>();
  /** Paragraph pieces of the file's `## Snippets` section, which descriptions insert as `{{name}}`. */
  private readonly snippets = new Map<string, string>();

  constructor(
    readonly file: string,
    readonly sections: RawSection[],
  ) {
    const lists = sections.find((s) => s.title === 'Lists');
    if (lists) {
      const first = lists.items[0];
      if (first) this.fail(first.line, 'the "Lists" section holds "- name: A, B" lines, not items');
      for (const [name, field] of lists.fields) {
        if (!/^[\w-]+$/.test(name)) this.fail(field.line, `a list name is letters, digits, "_" and "-": "${name}"`);
        this.lists.set(name, field);
      }
    }
    const snippets = sections.find((s) => s.title === 'Snippets');
    if (snippets) {
      this.noSectionFields(snippets);
      for (const item of snippets.items) {
        this.onlyFields(item, []);
        if (!/^[\w-]+$/.test(item.key)) this.fail(item.line, `a snippet name is letters, digits, "_" and "-": "${item.key}"`);
        if (!item.text) this.fail(item.line, `the snippet \`${item.key}\` has no text`);
        if (item.text.includes('{{')) this.fail(item.line, `the snippet \`${item.key}\` uses another snippet; snippets are plain text`);
        this.snippets.set(item.key, item.text);
      }
    }
  }

  fail(line: number, message: string): never {
    throw new DescriptionError(this.file, line, message);
  }

  /** A comma-separated field value, with each `@name` replaced by that named list. */
  list(field: Field, expanding: string[] = []): string[] {
    const out: string[] = [];
    for (const entry of field.value.split(',').map((e) => e.trim())) {
      if (!entry) this.fail(field.line, `an empty entry in the list "${field.value}"`);
      if (!entry.startsWith('@')) {
        if (!/^[\w.-]+$/.test(entry)) this.fail(field.line, `"${entry}" is not a name; list entries are separated by commas`);
        out.push(entry);
        continue;
      }
      const name = entry.slice(1);
      const named = this.lists.get(name);
      if (!named)
        this.fail(
          field.line,
          `no list named "${name}" in the "Lists" section${this.lists.size ? ` (there are: ${[...this.lists.keys()].join(', ')})` : ''}`,
        );
      if (expanding.includes(name)) this.fail(field.line, `the list "${name}" includes itself (${[...expanding, name].join(' → ')})`);
      out.push(...this.list(named!, [...expanding, name]));
    }
    return out;
  }

  onlyFields(item: RawItem, allowed: string[]): void {
    for (const [label, field] of item.fields) {
      if (!allowed.includes(label)) {
        this.fail(
          field.line,
          `\`${item.key}\` cannot have a "${label}" field here${allowed.length ? `; allowed: ${allowed.join(', ')}` : ''}`,
        );
      }
    }
  }

  text(item: RawItem, inherited?: string): string {
    if (!item.text) {
      if (inherited !== undefined) return inherited;
      this.fail(item.line, `\`${item.key}\` has no description: write a paragraph under its heading`);
    }
    return this.expand(item.text, item.line, `\`${item.key}\``);
  }

  /** Replaces each `{{name}}` with the "Snippets" section's text of that name. */
  expand(text: string, line: number, owner: string): string {
    return text.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (_, name: string) => {
      const snippet = this.snippets.get(name);
      if (snippet === undefined) {
        const known = [...this.snippets.keys()];
        this.fail(
          line,
          `${owner} uses the snippet {{${name}}}, which the "Snippets" section does not define${known.length ? ` (it has: ${known.join(', ')})` : ''}`,
        );
      }
      return snippet!;
    });
  }

  required(item: RawItem, label: string): Field {
    const field = item.fields.get(label);
    if (!field) this.fail(item.line, `\`${item.key}\` needs a "- ${label}:" line`);
    return field!;
  }

  /** `base` is the common.md entry this item overrides: what the item leaves out is kept from it. */
  itemDoc(item: RawItem, base?: ItemDoc): ItemDoc {
    this.onlyFields(item, ITEM_FIELDS);
    const doc: ItemDoc = { ...base, text: this.text(item, base?.text) };
    const caller = item.fields.get('Caller');
    if (caller) {
      doc.caller = this.list(caller).map((role) => {
        if (!(role in roleLabels))
          this.fail(caller.line, `unknown caller "${role}"; the callers are: ${Object.keys(roleLabels).join(', ')}`);
        return role as Role;
      });
    }
    const note = item.fields.get('Caller note');
    if (note) doc.callerNote = note.value;
    const reverts = item.fields.get('Reverts');
    if (reverts) doc.reverts = this.list(reverts);
    const emits = item.fields.get('Emits');
    if (emits) doc.emits = this.list(emits);
    return doc;
  }

  errorDoc(item: RawItem, base?: ErrorDoc): ErrorDoc {
    this.onlyFields(item, ['Fix']);
    const fix = item.fields.get('Fix')?.value ?? base?.fix ?? this.required(item, 'Fix').value;
    return { text: this.text(item, base?.text), fix };
  }

  declaredError(item: RawItem): [string, DeclaredError] {
    this.onlyFields(item, ['Fix', 'Raised by']);
    const name = this.declaration(item).name;
    const doc: DeclaredError = {
      declaration: item.key,
      text: this.text(item),
      fix: this.required(item, 'Fix').value,
      raisedBy: this.list(this.required(item, 'Raised by')),
    };
    return [name, doc];
  }

  declaredFunction(item: RawItem): DeclaredFunction {
    this.onlyFields(item, DECLARED_FUNCTION_FIELDS);
    this.declaration(item);
    const visibility = this.required(item, 'Visibility');
    if (!['external', 'public', 'internal'].includes(visibility.value))
      this.fail(visibility.line, `visibility is external, public or internal, not "${visibility.value}"`);
    const fn: DeclaredFunction = {
      declaration: item.key,
      visibility: visibility.value as DeclaredFunction['visibility'],
      text: this.text(item),
    };
    const returns = item.fields.get('Returns');
    if (returns) fn.returns = returns.value;
    const anchor = item.fields.get('Anchor');
    if (anchor) fn.anchor = anchor.value;
    const mutability = item.fields.get('Mutability');
    if (mutability) {
      if (!['pure', 'view', 'nonpayable', 'payable'].includes(mutability.value))
        this.fail(mutability.line, `mutability is pure, view, nonpayable or payable, not "${mutability.value}"`);
      fn.mutability = mutability.value as DeclaredFunction['mutability'];
    }
    const reverts = item.fields.get('Reverts');
    if (reverts) fn.reverts = this.list(reverts);
    return fn;
  }

  /** `- Fields: uint128 deposited, Lockup.Timestamps timestamps`: the fields of a struct no ABI has. */
  structFields(item: RawItem, field: Field): { type: string; name: string }[] {
    if (item.fields.has('Members')) this.fail(field.line, `\`${item.key}\` is an enum (it has Members) or a struct (Fields), not both`);
    return field.value.split(',').map((entry) => {
      const match = /^([\w.]+(?:\[\d*\])*)\s+(\w+)$/.exec(entry.trim());
      if (!match) this.fail(field.line, `"${entry.trim()}" is not a field like "uint128 deposited"`);
      return { type: match![1]!, name: match![2]! };
    });
  }

  noSectionFields(section: RawSection): void {
    const first = section.fields.values().next().value;
    if (first) this.fail(first.line, `the section "${section.title}" takes no "- Label:" lines before its items`);
  }

  private declaration(item: RawItem): ReturnType<typeof parseDeclaration> {
    try {
      return parseDeclaration(item.key);
    } catch {
      return this.fail(item.line, `\`${item.key}\` is not a declaration like \`name(type name, type name)\``);
    }
  }

  /** Items of a section, keyed, with `- Include:` groups from common.md first (the section's own items override them). */
  keyed<T>(
    section: RawSection,
    read: (item: RawItem, base?: T) => T,
    groups?: (name: string, field: Field) => Record<string, T>,
  ): Record<string, T> {
    const included: Record<string, T> = {};
    for (const [label, field] of section.fields) {
      if (label !== 'Include' || !groups)
        this.fail(field.line, `the section "${section.title}" cannot have a "${label}" line${groups ? '; only "Include"' : ''}`);
      for (const name of this.list(field)) Object.assign(included, groups!(name, field));
    }
    const out: Record<string, T> = { ...included };
    for (const item of section.items) out[item.key] = read(item, included[item.key]);
    return out;
  }
}

type Kind = 'Functions' | 'Events' | 'Errors';

/** The groups of common.md (`## Functions: erc721` and so on), resolved by kind. */
function readCommon(source: DescriptionSource): Map<string, Record<string, ItemDoc | ErrorDoc>> {
  const { file, text } = source('common.md');
  const reader = new FileReader(file, parseDescriptionFile(file, text));
  const groups = new Map<string, Record<string, ItemDoc | ErrorDoc>>();
  for (const section of reader.sections) {
    if (section.title === 'Lists' || section.title === 'Snippets') continue;
    const match = /^(Functions|Events|Errors): ([\w-]+)$/.exec(section.title);
    if (!match)
      reader.fail(section.line, `a section of common.md is "Functions: name", "Events: name" or "Errors: name", not "${section.title}"`);
    const kind = match![1] as Kind;
    groups.set(
      section.title,
      reader.keyed<ItemDoc | ErrorDoc>(section, (item) => (kind === 'Errors' ? reader.errorDoc(item) : reader.itemDoc(item))),
    );
  }
  return groups;
}

/** One product's descriptions: `lockup.md` and the groups of `common.md` it includes. */
export function loadProtocolDocs(protocol: Protocol, source: DescriptionSource = fromDisk): ProtocolDocs {
  const common = readCommon(source);
  const { file, text } = source(`${protocol}.md`);
  const reader = new FileReader(file, parseDescriptionFile(file, text));
  const docs: ProtocolDocs = {
    functions: {},
    events: {},
    errors: {},
    declaredErrors: {},
    declaredFunctions: {},
    types: {},
    enums: {},
    structFields: {},
  };
  const groupsOf =
    <T>(kind: Kind) =>
    (name: string, field: Field): Record<string, T> => {
      const group = common.get(`${kind}: ${name}`);
      if (!group) {
        const known = [...common.keys()].filter((k) => k.startsWith(`${kind}: `)).map((k) => k.slice(kind.length + 2));
        reader.fail(field.line, `common.md has no "## ${kind}: ${name}" section (it has: ${known.join(', ')})`);
      }
      return structuredClone(group) as Record<string, T>;
    };
  for (const section of reader.sections) {
    const declared = /^Declared functions: ([\w-]+)$/.exec(section.title);
    if (section.title === 'Lists' || section.title === 'Snippets') continue;
    else if (section.title === 'Functions')
      docs.functions = reader.keyed<ItemDoc>(section, (i, base) => reader.itemDoc(i, base), groupsOf<ItemDoc>('Functions'));
    else if (section.title === 'Events')
      docs.events = reader.keyed<ItemDoc>(section, (i, base) => reader.itemDoc(i, base), groupsOf<ItemDoc>('Events'));
    else if (section.title === 'Errors')
      docs.errors = reader.keyed<ErrorDoc>(section, (i, base) => reader.errorDoc(i, base), groupsOf<ErrorDoc>('Errors'));
    else if (section.title === 'Declared errors') {
      reader.noSectionFields(section);
      for (const item of section.items) {
        const [name, doc] = reader.declaredError(item);
        if (docs.declaredErrors[name]) reader.fail(item.line, `a second declared error named ${name}`);
        docs.declaredErrors[name] = doc;
      }
    } else if (declared) {
      reader.noSectionFields(section);
      docs.declaredFunctions[declared[1]!] = section.items.map((i) => reader.declaredFunction(i));
    } else if (section.title === 'Types') {
      reader.noSectionFields(section);
      for (const item of section.items) {
        const notes = fieldNotesOf(reader, item);
        reader.onlyFields(item, ['Members', 'Fields', ...notes.labels]);
        if (notes.labels.length) {
          if (item.fields.has('Members')) reader.fail(item.line, `\`${item.key}\` is an enum: its members take no field notes`);
          docs.fieldNotes ??= {};
          docs.fieldNotes[item.key] = notes.byField;
        }
        if (item.text) docs.types[item.key] = reader.text(item);
        const members = item.fields.get('Members');
        if (members) docs.enums[item.key] = reader.list(members);
        const fields = item.fields.get('Fields');
        if (fields) docs.structFields[item.key] = reader.structFields(item, fields);
        if (!item.text && !members) reader.text(item);
      }
    } else {
      reader.fail(
        section.line,
        `unknown section "${section.title}"; the sections are Lists, Snippets, Functions, Events, Errors, Declared errors, "Declared functions: page-slug" and Types`,
      );
    }
  }
  return docs;
}

/** The legacy contracts' one-line descriptions, keyed `Contract.name(types)`: one `## Contract` section each. */
/**
 * The introductions of one reference's pages, from `pages/<subject>.md`: a `## Pages` section with one item per
 * page, headed by the page's path under `contracts/` (``### `abstracts/batch` ``), whose text may run over several
 * paragraphs; `## Snippets` holds paragraphs several pages share. This is where the prose that names a release
 * lives, so moving to a new release changes content files only.
 */
export function loadPageDescriptions(subject: string, source: DescriptionSource = fromDisk): Record<string, string> {
  const { file, text } = source(`pages/${subject}.md`);
  const options: ParseOptions = { paragraphs: true };
  const reader = new FileReader(file, parseDescriptionFile(file, text, options));
  const out: Record<string, string> = {};
  for (const section of reader.sections) {
    if (section.title === 'Snippets') continue;
    if (section.title !== 'Pages') reader.fail(section.line, `unknown section "${section.title}"; a pages file has Snippets and Pages`);
    reader.noSectionFields(section);
    for (const item of section.items) {
      reader.onlyFields(item, []);
      if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(item.key))
        reader.fail(item.line, `\`${item.key}\` is not a page path like \`abstracts/batch\``);
      out[item.key] = reader.text(item);
    }
  }
  return out;
}

/** An error of an earlier release that the documented release no longer has, declared from that release's sources. */
export interface EarlierDeclaredError extends DeclaredError {
  /** The releases whose sources declare it ("v3.0"), newest first. */
  releases: string[];
}

/** What earlier releases had and the documented one has not: `earlier/<protocol>.md`. */
/** A type's `- Field name: …` lines (what each field of a struct holds), expanded, with their labels. */
function fieldNotesOf(reader: FileReader, item: RawItem): { labels: string[]; byField: Record<string, string> } {
  const notes = [...item.fields].filter(([label]) => /^Field \w+$/.test(label));
  return {
    labels: notes.map(([label]) => label),
    byField: Object.fromEntries(
      notes.map(([label, field]) => [label.slice('Field '.length), reader.expand(field.value, field.line, `\`${item.key}\``)]),
    ),
  };
}

export interface EarlierDocs {
  /** The earlier releases whose ABI errors are described (the `- Releases:` line of `## Errors`). */
  errorReleases: string[];
  /** ABI errors of those releases, keyed by readable signature as in `## Errors` of a product file. */
  errors: Record<string, ErrorDoc>;
  /** Errors those releases raised from linked libraries (absent from their ABIs), keyed by name. */
  declaredErrors: Record<string, EarlierDeclaredError>;
  /** Structs and enums they had, keyed like `## Types`. */
  types: Record<string, string>;
  /** What each field of a struct held, from its `- Field name:` lines, as in a product file. */
  fieldNotes?: Record<string, Record<string, string>>;
}

/**
 * The descriptions of what earlier releases of a product had: `## Errors` (with a `- Releases: v3.0, v2.0` line
 * naming the releases whose ABIs it covers), `## Declared errors` (each with its own `- Releases:` line) and
 * `## Types`. A product without earlier releases to describe has no such file.
 */
export function loadEarlierDocs(protocol: Protocol, source: DescriptionSource = fromDisk): EarlierDocs {
  const docs: EarlierDocs = { errorReleases: [], errors: {}, declaredErrors: {}, types: {} };
  let read: { file: string; text: string };
  try {
    read = source(`earlier/${protocol}.md`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return docs;
    throw error;
  }
  const reader = new FileReader(read.file, parseDescriptionFile(read.file, read.text));
  const releases = (field: Field): string[] =>
    reader.list(field).map((release) => {
      if (!/^v\d+\.\d+$/.test(release)) reader.fail(field.line, `"${release}" is not a release like v2.0`);
      return release;
    });
  for (const section of reader.sections) {
    if (section.title === 'Lists' || section.title === 'Snippets') continue;
    if (section.title === 'Errors') {
      for (const [label, field] of section.fields) {
        if (label !== 'Releases') reader.fail(field.line, `the section "Errors" takes a "- Releases:" line, not "${label}"`);
        docs.errorReleases = releases(field);
      }
      if (!docs.errorReleases.length) reader.fail(section.line, 'the section "Errors" needs a "- Releases: v3.0, v2.0" line');
      for (const item of section.items) docs.errors[item.key] = reader.errorDoc(item);
    } else if (section.title === 'Declared errors') {
      reader.noSectionFields(section);
      for (const item of section.items) {
        const releaseField = reader.required(item, 'Releases');
        const withoutReleases = { ...item, fields: new Map([...item.fields].filter(([label]) => label !== 'Releases')) };
        const [name, doc] = reader.declaredError(withoutReleases);
        if (docs.declaredErrors[name]) reader.fail(item.line, `a second declared error named ${name}`);
        docs.declaredErrors[name] = { ...doc, releases: releases(releaseField) };
      }
    } else if (section.title === 'Types') {
      reader.noSectionFields(section);
      for (const item of section.items) {
        const notes = fieldNotesOf(reader, item);
        reader.onlyFields(item, notes.labels);
        if (notes.labels.length) {
          docs.fieldNotes ??= {};
          docs.fieldNotes[item.key] = notes.byField;
        }
        docs.types[item.key] = reader.text(item);
      }
    } else {
      reader.fail(
        section.line,
        `unknown section "${section.title}"; a file of earlier releases has Lists, Snippets, Errors, Declared errors and Types`,
      );
    }
  }
  return docs;
}

export function loadLegacyDocs(source: DescriptionSource = fromDisk): Record<string, string> {
  const { file, text } = source('legacy.md');
  const reader = new FileReader(file, parseDescriptionFile(file, text));
  const out: Record<string, string> = {};
  for (const section of reader.sections) {
    if (!/^\w+$/.test(section.title)) reader.fail(section.line, `a section of legacy.md is a contract name, not "${section.title}"`);
    reader.noSectionFields(section);
    for (const item of section.items) {
      reader.onlyFields(item, []);
      out[`${section.title}.${item.key}`] = reader.text(item);
    }
  }
  return out;
}
