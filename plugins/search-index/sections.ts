/**
 * Splits a built doc article into the sections search shows: the page's introduction, then one
 * section per h2–h4 heading with its anchor. Each keeps its prose (what snippets quote) apart from
 * its code (identifiers stay findable, but code is never quoted). Diagram source, SVG text, rendered
 * math, buttons and heading link glyphs are dropped.
 */
import { Parser } from 'htmlparser2';

export interface Section {
  /** Heading id, or null for the text before the first heading. */
  anchor: string | null;
  heading: string;
  /** 1 for the introduction, 2–4 for h2–h4. */
  level: number;
  text: string;
  code: string;
}

const SKIPPED_TAGS = new Set(['svg', 'script', 'style', 'button', 'template', 'noscript']);
const SKIPPED_CLASSES = /(?:^|\s)(?:hash-link|katex|katex-display|theme-doc-toc-mobile|docusaurus-mermaid-container)(?:\s|$)/;
const BLOCK_TAGS = new Set([
  'p',
  'li',
  'td',
  'th',
  'tr',
  'div',
  'br',
  'dt',
  'dd',
  'blockquote',
  'summary',
  'details',
  'table',
  'ul',
  'ol',
  'figcaption',
  'section',
]);
const SECTION_HEADINGS: Record<string, number> = { h2: 2, h3: 3, h4: 4 };

/** Lines of a code block that name no identifier a reader would search for. */
const CODE_BOILERPLATE = /^\s*(?:\/\/\s*SPDX|pragma\s|import\s|from\s+['"]|export\s+\{|\/\/\s*#(?:end)?region\b|[{}()[\];,\s]*$)/;

function skips(name: string, attribs: Record<string, string>): boolean {
  return (
    SKIPPED_TAGS.has(name) ||
    attribs['data-search'] === 'skip' ||
    attribs['aria-hidden'] === 'true' ||
    SKIPPED_CLASSES.test(attribs.class ?? '')
  );
}

const squash = (text: string): string => text.replace(/[\s\u200b\u00a0]+/g, ' ').trim();

function codeWithoutBoilerplate(code: string): string {
  return code
    .split('\n')
    .filter((line) => !CODE_BOILERPLATE.test(line))
    .join('\n');
}

export function splitSections(articleHtml: string, title: string): Section[] {
  const sections: Section[] = [];
  let current = { anchor: null as string | null, heading: title, level: 1, text: [] as string[], code: [] as string[] };
  const stack: { name: string; skip: boolean; heading: boolean; code: boolean }[] = [];
  let skipDepth = 0;
  let inHeading: { level: number; anchor: string | null; parts: string[] } | null = null;
  let codeDepth = 0;
  let inH1 = false;

  const flush = () => {
    sections.push({
      anchor: current.anchor,
      heading: current.heading,
      level: current.level,
      text: squash(current.text.join('')),
      code: codeWithoutBoilerplate(current.code.join(''))
        .replace(/[ \t]+/g, ' ')
        .trim(),
    });
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const skip = skipDepth > 0 || skips(name, attribs);
        const level = SECTION_HEADINGS[name];
        const heading = !skip && level !== undefined;
        const code = !skip && name === 'pre';
        stack.push({ name, skip, heading, code });
        if (skip) {
          skipDepth += 1;
          return;
        }
        if (name === 'h1') inH1 = true;
        if (heading) inHeading = { level: level!, anchor: attribs.id ?? null, parts: [] };
        if (code) codeDepth += 1;
        if (BLOCK_TAGS.has(name) && codeDepth === 0) current.text.push(' ');
      },
      ontext(data) {
        if (skipDepth > 0 || inH1) return;
        if (inHeading) inHeading.parts.push(data);
        else if (codeDepth > 0) current.code.push(data);
        else current.text.push(data);
      },
      onclosetag(name) {
        const open = stack.pop();
        if (!open) return;
        if (open.skip) {
          skipDepth -= 1;
          return;
        }
        if (name === 'h1') inH1 = false;
        if (open.code) {
          codeDepth -= 1;
          current.code.push('\n');
        }
        if (open.heading && inHeading) {
          flush();
          current = { anchor: inHeading.anchor, heading: squash(inHeading.parts.join('')), level: inHeading.level, text: [], code: [] };
          inHeading = null;
        }
        if (BLOCK_TAGS.has(name) && codeDepth === 0) current.text.push(' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(articleHtml);
  parser.end();
  flush();
  // The introduction of a page that starts with a heading is empty: only sections with words count.
  return sections.filter((s, i) => i === 0 || s.heading || s.text || s.code);
}

/**
 * One section for the whole page: a GraphQL type page has a heading per field (tens of thousands
 * across the six APIs), which would triple the index for anchors nobody searches by. Field names
 * stay findable as code; their descriptions as prose.
 */
export function mergeSections(sections: Section[]): Section[] {
  const [intro, ...rest] = sections;
  if (!intro) return sections;
  return [
    {
      ...intro,
      text: [intro.text, ...rest.map((s) => s.text)].filter(Boolean).join(' '),
      code: [intro.code, ...rest.flatMap((s) => [s.heading, s.code])].filter(Boolean).join('\n'),
    },
  ];
}
