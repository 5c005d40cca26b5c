/**
 * Reads the shape of a contract description file (content/contract-descriptions/*.md) without
 * knowing what the sections mean; descriptions.ts gives them meaning. The format, for writers:
 *
 * - `## Section` opens a section. Bullet lines `- Label: value` before its first item are the section's
 *   fields (an `Include:` line, or the named lists of a `## Lists` section); other lines there are notes.
 * - `### \`key\`` opens an item: a signature, a declaration or a type name, always in backticks.
 * - Under an item: one paragraph of description (its lines are joined with spaces), then its fields,
 *   one `- Label: value` line each. Files read with `{ paragraphs: true }` (the page introductions in
 *   descriptions/pages/) allow several paragraphs, separated by blank lines.
 * - Under a struct in `## Types`, `- Field name: …` lines say what each field holds (one per field, or none).
 * - Whole-line HTML comments (`<!-- ... -->`, on one line or several) are notes and are skipped, as is
 *   everything before the first section.
 */

/** A malformed description file; the message names the file and line. */
export class DescriptionError extends Error {
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'DescriptionError';
  }
}

export interface Field {
  value: string;
  line: number;
}

export interface RawItem {
  key: string;
  line: number;
  /** The description paragraph, or '' when the item has none. */
  text: string;
  fields: Map<string, Field>;
}

export interface RawSection {
  title: string;
  line: number;
  fields: Map<string, Field>;
  items: RawItem[];
}

const FIELD = /^- ([A-Za-z][\w -]*?):(?:\s+(.*))?$/;
const ITEM = /^###\s+`([^`]+)`\s*$/;

export interface ParseOptions {
  /** Whether an item's description may run over several paragraphs (kept apart by a blank line in the text). */
  paragraphs?: boolean;
}

export function parseDescriptionFile(file: string, source: string, options: ParseOptions = {}): RawSection[] {
  const sections: RawSection[] = [];
  let section: RawSection | null = null;
  let item: RawItem | null = null;
  /** Whether a blank line ended the current item's paragraph. */
  let paragraphClosed = false;
  let commentStart = 0;
  const fail = (line: number, message: string): never => {
    throw new DescriptionError(file, line, message);
  };
  const addField = (fields: Map<string, Field>, label: string, value: string | undefined, line: number, owner: string): void => {
    if (!value?.trim()) fail(line, `the field "${label}" of ${owner} is empty`);
    const seen = fields.get(label);
    if (seen) fail(line, `${owner} has a second "${label}" field (the first is on line ${seen.line})`);
    fields.set(label, { value: value!.trim(), line });
  };

  const lines = source.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (commentStart) {
      if (text.endsWith('-->')) commentStart = 0;
      return;
    }
    if (text.startsWith('<!--')) {
      if (!text.endsWith('-->') || text.length < 7) commentStart = line;
      return;
    }
    if (text.startsWith('#')) {
      const level = /^#+/.exec(text)![0].length;
      if (level === 1) {
        if (section) fail(line, 'a "#" title may only start the file; use "##" for a section or "###" for an item');
        return;
      }
      if (level === 2) {
        const title = text.slice(2).trim();
        if (!title) fail(line, 'a section heading needs a title');
        const twin = sections.find((s) => s.title === title);
        if (twin) fail(line, `the section "${title}" appears twice (first on line ${twin.line})`);
        section = { title, line, fields: new Map(), items: [] };
        sections.push(section);
        item = null;
        return;
      }
      if (level === 3) {
        const match = ITEM.exec(text);
        if (!match) fail(line, 'an item heading is "### `key`", with the signature, declaration or name in backticks');
        if (!section) fail(line, `the item \`${match![1]}\` comes before any "##" section`);
        const key = match![1]!.trim();
        const twin = section!.items.find((i) => i.key === key);
        if (twin) fail(line, `\`${key}\` is described twice in "${section!.title}" (first on line ${twin.line})`);
        item = { key, line, text: '', fields: new Map() };
        section!.items.push(item);
        paragraphClosed = false;
        return;
      }
      fail(line, `headings go down to "###" (items); "${'#'.repeat(level)}" has no meaning here`);
    }
    if (!section) return;
    if (!text) {
      if (item?.text) paragraphClosed = true;
      return;
    }
    const field = FIELD.exec(text);
    if (field) {
      const [, label, value] = field;
      if (item) addField(item.fields, label!, value, line, `\`${item.key}\``);
      else addField(section.fields, label!, value, line, `the section "${section.title}"`);
      return;
    }
    if (text.startsWith('- ') || text === '-') fail(line, 'a field line is "- Label: value"');
    if (!item) return;
    if (item.fields.size)
      fail(line, `text after the fields of \`${item.key}\`: the description comes first, then the "- Label: value" lines`);
    if (paragraphClosed && !options.paragraphs)
      fail(line, `the description of \`${item.key}\` is one paragraph; remove the blank line inside it`);
    item.text = item.text ? `${item.text}${paragraphClosed ? '\n\n' : ' '}${text}` : text;
    paragraphClosed = false;
  });
  if (commentStart) fail(commentStart, 'this comment is never closed with "-->"');
  return sections;
}
