import { type AbiParam, type Item, enumName, parseDeclaration, readableType, structName } from './abi';
import { roleLabels, type DeclaredFunction, type ErrorDoc, type ItemDoc, type ProtocolDocs } from './description-types';
import { historyLine } from './history';
import type { ProtocolLayout } from './layout';
import { toFunctionSelector } from 'viem';

/** Escapes MDX-significant characters outside inline code spans. */
export function mdx(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/([{}<>])/g, '\\$1')))
    .join('');
}

/** Escapes a table cell (pipes) on top of MDX escaping. */
export function cell(text: string): string {
  return mdx(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

export function frontMatter(title: string, description: string, position: number, label?: string): string {
  const lines = ['---', `title: ${JSON.stringify(title)}`, `description: ${JSON.stringify(description)}`];
  if (label) lines.push(`sidebar_label: ${JSON.stringify(label)}`);
  lines.push(`sidebar_position: ${position}`, '---', '');
  return lines.join('\n');
}

export function routeOf(layout: ProtocolLayout, slug: string): string {
  return `/reference/${layout.protocol}/contracts/${slug}`;
}

export function anchorOf(item: Item, overloaded: boolean): string {
  const base = item.name.toLowerCase();
  if (item.kind === 'event') return `event-${base}`;
  if (item.kind === 'error') return `error-${base}`;
  return overloaded ? `${base}-${item.inputs.length}` : base;
}

/** Anchor of a struct or enum heading on its types page. */
export function typeAnchor(qualified: string): string {
  return (qualified.split('.').pop() ?? qualified).toLowerCase();
}

export function typeLink(layout: ProtocolLayout, qualified: string): string | null {
  const ns = qualified.includes('.') ? qualified.split('.')[0]! : '';
  const page = layout.typePages[ns];
  if (page === undefined) return null;
  return `${routeOf(layout, page)}#${typeAnchor(qualified)}`;
}

/** Readable type, linked to its types page when it is a struct or enum of this protocol. */
export function typeCell(layout: ProtocolLayout, param: AbiParam): string {
  const readable = readableType(param);
  const named = structName(param) ?? enumName(param);
  const link = named ? typeLink(layout, named) : null;
  const shown = link ? `[\`${readable}\`](${link})` : `\`${readable}\``;
  return param.type.startsWith('tuple') || enumName(param) ? `${shown} (ABI \`${canonicalOf(param)}\`)` : shown;
}

function canonicalOf(param: AbiParam): string {
  if (param.type.startsWith('tuple')) {
    return `(${(param.components ?? []).map(canonicalOf).join(',')})${param.type.slice(5)}`;
  }
  return param.type;
}

export function declaration(item: Item): string {
  const params = (list: AbiParam[], event = false): string =>
    list.map((p) => [readableType(p), event && p.indexed ? 'indexed' : '', p.name ?? ''].filter(Boolean).join(' ')).join(', ');
  if (item.kind === 'event') return `event ${item.name}(${params(item.inputs, true)})`;
  if (item.kind === 'error') return `error ${item.name}(${params(item.inputs)})`;
  const returns = item.outputs.length ? ` returns (${params(item.outputs)})` : '';
  const mut = item.mutability && item.mutability !== 'nonpayable' ? ` ${item.mutability}` : '';
  return `function ${item.name}(${params(item.inputs)}) external${mut}${returns}`;
}

export function docOf(docs: ProtocolDocs, item: Item): ItemDoc | ErrorDoc | undefined {
  if (item.kind === 'function') return docs.functions[item.key];
  if (item.kind === 'event') return docs.events[item.key];
  return docs.errors[item.key];
}

export function summaryOf(text: string | undefined): string {
  if (!text) return '';
  const first = /^(.*?[.!?])(\s|$)/.exec(text);
  return first ? first[1]! : text;
}

/**
 * Parameters as one line of the item's facts (`name`: type; …) rather than a table: a contract page lists a
 * hundred-odd items, and two tables each made its HTML a third larger and its layout slower on a phone.
 */
function paramFact(layout: ProtocolLayout, label: string, params: AbiParam[]): string | null {
  if (!params.length) return null;
  const parts = params.map((p, i) => `\`${p.name || `_${i}`}\`: ${typeCell(layout, p)}${p.indexed ? ' (indexed)' : ''}`);
  return `- **${label}:** ${parts.join('; ')}`;
}

/** The class of a declaration block (styled in src/css/custom.css). */
export const DECLARATION_CLASS = 'reference-declaration';

/**
 * A declaration as a plain preformatted block: one element instead of a highlighted code block's
 * wrappers and a span per token, on pages that hold over a hundred of them. It wraps instead of
 * scrolling sideways: a reader sees the whole signature on a phone, and the page has no scroll box per
 * item for the browser to lay out, paint and keep in the tab order. The Markdown twin still reads it as
 * a Solidity block (its `language-` class).
 */
export function declarationBlock(code: string): string {
  return `<pre className="${DECLARATION_CLASS}"><code className="language-solidity">{${JSON.stringify(code)}}</code></pre>`;
}

export interface LinkContext {
  layout: ProtocolLayout;
  /** Names of events and errors present on the page, for same-page links. */
  onPage: Set<string>;
  /** ABI contract whose items the page lists, for the release history of each item. */
  contract?: string;
  /**
   * Contract pages: the errors of every ABI of the release, and the items (kind and ABI signature) that more than one
   * of its ABIs has. The description of such an item (a claim function of five campaign types) is shared, so its
   * revert list is the union of theirs; an error that another contract's ABI has but this one's lacks cannot come from
   * this contract and is left out. Items of one contract keep their whole list: their errors may come from a contract
   * they call (`SablierBatchLockup` passes on the reverts of `SablierLockup`). Errors no ABI has (those of linked or
   * internal libraries) always stay.
   */
  releaseErrors?: Set<string>;
  sharedItems?: Set<string>;
}

/** The revert reasons of an item's description that this page's contract can raise (see `LinkContext.releaseErrors`). */
export function revertsOnPage(ctx: LinkContext, item: Pick<Item, 'kind' | 'canonical'>, reverts: string[]): string[] {
  const { releaseErrors, sharedItems } = ctx;
  if (!releaseErrors || !sharedItems?.has(`${item.kind} ${item.canonical}`)) return reverts;
  return reverts.filter((e) => ctx.onPage.has(`error ${e}`) || !releaseErrors.has(e));
}

export function errorLink(ctx: LinkContext, name: string): string {
  if (ctx.onPage.has(`error ${name}`)) return `[\`${name}\`](#error-${name.toLowerCase()})`;
  return `[\`${name}\`](${routeOf(ctx.layout, 'libraries/errors')}#${name.toLowerCase()})`;
}

export function eventLink(ctx: LinkContext, name: string): string {
  if (ctx.onPage.has(`event ${name}`)) return `[\`${name}\`](#event-${name.toLowerCase()})`;
  return `\`${name}\``;
}

export function callerText(doc: ItemDoc): string {
  const roles = (doc.caller ?? []).map((r) => roleLabels[r]).join(', ');
  return doc.callerNote ? `${roles}. ${doc.callerNote}` : roles;
}

export function renderItem(ctx: LinkContext, item: Item, doc: ItemDoc | ErrorDoc | undefined, anchor: string): string {
  const out: string[] = [`### \`${item.name}\` {#${anchor}}`, ''];
  if (doc) out.push(mdx(doc.text), '');
  out.push(declarationBlock(declaration(item)), '');
  const facts: string[] = [];
  facts.push(`- **${item.kind === 'event' ? 'Topic 0' : 'Selector'}:** \`${item.selector}\``);
  facts.push(`- **ABI signature:** \`${item.canonical}\``);
  const since = historyLine(ctx.layout.protocol, item, ctx.contract);
  if (since) facts.push(`- **Since:** ${since}`);
  if (item.kind === 'function' && doc && 'caller' in doc && doc.caller) facts.push(`- **Who may call:** ${mdx(callerText(doc))}`);
  const params = paramFact(ctx.layout, item.kind === 'event' ? 'Fields' : 'Parameters', item.inputs);
  if (params) facts.push(params);
  const returns = paramFact(ctx.layout, 'Returns', item.outputs);
  if (returns) facts.push(returns);
  const reverts = doc && 'reverts' in doc && doc.reverts ? revertsOnPage(ctx, item, doc.reverts) : [];
  if (reverts.length) facts.push(`- **Reverts with:** ${reverts.map((e) => errorLink(ctx, e)).join(', ')}`);
  if (doc && 'emits' in doc && doc.emits?.length) facts.push(`- **Emits:** ${doc.emits.map((e) => eventLink(ctx, e)).join(', ')}`);
  if (doc && 'fix' in doc) facts.push(`- **How to avoid it:** ${mdx(doc.fix)}`);
  out.push(facts.join('\n'), '');
  return out.join('\n');
}

export function renderDeclared(fn: DeclaredFunction, ctx: LinkContext): string {
  const parsed = parseDeclaration(fn.declaration);
  const out = [`### \`${parsed.name}\` {#${fn.anchor ?? parsed.name.toLowerCase()}}`, ''];
  out.push(mdx(fn.text), '');
  const mut = fn.mutability && fn.mutability !== 'nonpayable' ? ` ${fn.mutability}` : '';
  const returns = fn.returns ? ` returns (${fn.returns})` : '';
  out.push(declarationBlock(`function ${fn.declaration} ${fn.visibility}${mut}${returns}`), '');
  const facts: string[] = [];
  if (fn.visibility === 'external') {
    facts.push(`- **Selector:** \`${toFunctionSelector(parsed.canonical)}\``, `- **ABI signature:** \`${parsed.canonical}\``);
  } else {
    facts.push(
      `- **Visibility:** ${fn.visibility === 'public' ? 'public function of a linked library, called by the protocol contract; not meant to be called directly' : 'internal: compiled into the calling contract, so it has no selector'}`,
    );
  }
  if (fn.reverts?.length) facts.push(`- **Reverts with:** ${fn.reverts.map((e) => errorLink(ctx, e)).join(', ')}`);
  out.push(facts.join('\n'), '');
  return out.join('\n');
}
