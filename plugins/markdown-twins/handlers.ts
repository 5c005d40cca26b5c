/**
 * hast-util-to-mdast handlers for what the site's theme and components render: each turns one
 * kind of built markup back into the Markdown a writer would have typed (or would type for a
 * generated component), and falls back to the library's own handler for everything else.
 */
import { defaultHandlers, type Handle, type State } from 'hast-util-to-mdast';
import type { BlockContent, Code, Nodes as MdastNodes, Paragraph, PhrasingContent } from 'mdast';

import { attr, classes, findElement, hasClass, hasModuleClass, isElement, rawText, type Element } from './hast';

const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
const text = (value: string): PhrasingContent => ({ type: 'text', value });

/** The TeX a KaTeX formula was typeset from, kept by KaTeX in its MathML annotation. */
function texOf(node: Element): string | null {
  const annotation = findElement(node, (el) => el.tagName === 'annotation' && attr(el, 'encoding') === 'application/x-tex');
  return annotation ? rawText(annotation).trim() : null;
}

function languageOf(node: Element): string | null {
  for (const name of classes(node)) if (name.startsWith('language-')) return name.slice('language-'.length);
  return null;
}

/** Prism's lines each end with `<br>`; the block's text is those lines without the final break. */
function codeNode(value: string, lang: string | null, meta: string | null = null): Code {
  return { type: 'code', lang, meta, value: value.replace(/\n+$/, '') };
}

/** A theme code block: language from its `language-x` class, title (if any) as fence meta. */
function themeCodeBlock(node: Element): Code {
  const pre = findElement(node, (el) => el.tagName === 'pre');
  const title = findElement(node, (el) => hasModuleClass(el, 'codeBlockTitle'));
  const meta = title ? `title=${JSON.stringify(rawText(title).trim())}` : null;
  return codeNode(pre ? rawText(pre) : '', languageOf(node) ?? (pre ? languageOf(pre) : null), meta);
}

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Warning',
};

/** `:::note Title` renders as a box with a heading; in Markdown it reads as a labelled quote. */
function admonition(state: State, node: Element): BlockContent {
  const kind =
    classes(node)
      .find((c) => c.startsWith('theme-admonition-'))
      ?.slice('theme-admonition-'.length) ?? 'note';
  const label = ADMONITION_LABELS[kind] ?? 'Note';
  const heading = findElement(node, (el) => hasModuleClass(el, 'admonitionHeading'));
  const content = findElement(node, (el) => hasModuleClass(el, 'admonitionContent'));
  const title = heading ? rawText(heading).replace(/\s+/g, ' ').trim() : '';
  const lead: PhrasingContent[] = [{ type: 'strong', children: [text(label)] }];
  // The default heading is the kind itself ("note"); a custom title is worth keeping.
  if (title && title.toLowerCase() !== kind) lead.push(text(`: ${title}`));
  const body = content ? (state.toFlow(state.all(content)) as BlockContent[]) : [];
  return { type: 'blockquote', children: [paragraph(lead), ...body] };
}

/** A chart's SVG says what it draws in its <title> and <desc>: one line of text stands for it. */
const svg: Handle = (_state, node) => {
  const title = findElement(node, (el) => el.tagName === 'title');
  const desc = findElement(node, (el) => el.tagName === 'desc');
  const line = [title, desc]
    .filter(Boolean)
    .map((el) => rawText(el!).trim())
    .filter(Boolean)
    .join('. ');
  return line ? paragraph([{ type: 'emphasis', children: [text(`Chart: ${line}`)] }]) : undefined;
};

const span: Handle = (state, node) => {
  if (hasClass(node, 'katex-display')) {
    const tex = texOf(node);
    if (tex !== null) return { type: 'math', value: tex };
  }
  if (hasClass(node, 'katex')) {
    const tex = texOf(node);
    if (tex !== null) return { type: 'inlineMath', value: tex };
  }
  return defaultHandlers.span!(state, node);
};

const div: Handle = (state, node) => {
  if (hasClass(node, 'theme-code-block')) return themeCodeBlock(node);
  if (hasClass(node, 'theme-admonition')) return admonition(state, node);
  return defaultHandlers.div!(state, node);
};

const pre: Handle = (state, node) => {
  // The Mermaid theme component server-renders the diagram's source (src/theme/Mermaid).
  if (attr(node, 'ariaLabel') === 'Diagram source') return codeNode(rawText(node), 'mermaid');
  const code = node.children.find((child): child is Element => isElement(child, 'code'));
  if (code) return codeNode(rawText(code), languageOf(code) ?? languageOf(node));
  return defaultHandlers.pre!(state, node);
};

/** A table's caption (charts' data tables, deployment tables) becomes a line before it. */
const table: Handle = (state, node) => {
  const caption = node.children.find((child): child is Element => isElement(child, 'caption'));
  const converted = defaultHandlers.table!(state, node);
  if (!caption) return converted;
  const captionText = rawText(caption).replace(/\s+/g, ' ').trim();
  const tables = (Array.isArray(converted) ? converted : converted ? [converted] : []) as MdastNodes[];
  return [paragraph([{ type: 'emphasis', children: [text(captionText)] }]), ...tables] as ReturnType<Handle>;
};

/**
 * Deployment tables link each address to its explorer page. The chain's explorer is named above its
 * table, so in text the address alone is kept: the links doubled the size of every deployments twin.
 */
const a: Handle = (state, node) => {
  const only = node.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
  if (only.length === 1 && isElement(only[0], 'code') && attr(only[0], 'dataAddress') !== undefined) {
    return { type: 'inlineCode', value: rawText(only[0]) };
  }
  return defaultHandlers.a!(state, node);
};

// `<wbr>` breaks long contract names in table cells; in text it would become a zero-width space.
const wbr: Handle = () => undefined;

export const handlers: Record<string, Handle> = { a, span, div, pre, svg, table, wbr };
