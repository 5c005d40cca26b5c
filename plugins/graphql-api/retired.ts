import { slugify } from '@graphql-markdown/utils';
import type { GraphQLSchema } from 'graphql';

import { typesByKind } from './pages';
import { SECTIONS } from './instances';
import type { GeneratedRedirects, Redirect } from '../../redirects';
import { escapeRegExp } from '../../src/lib/regexp';

/**
 * Reference pages of the Envio APIs that indexers v1.2.0 no longer serve, and where their readers
 * land: the "What changed in release v1.2.0" section of each protocol's previous-indexers page,
 * which says where that data went.
 */

/**
 * Tables gone in v1.2.0. Analytics: schema/common/revenue.graphql and user.graphql of indexers
 * v1.0.0 to v1.1.1, removed by v1.2.0 ("Removed" in its CHANGELOG). Bookkeeping: Envio's own
 * tables up to Envio 2.27, gone from the API of Envio 2.30 that v1.2.0 runs on.
 */
export const RETIRED_TABLES = [
  'Revenue',
  'RevenueTransaction',
  'User',
  'UserTransaction',
  'dynamic_contract_registry',
  'end_of_block_range_scanned_data',
  'event_sync_state',
  'persisted_state',
] as const;

/** Column types only those tables used: `float8` (the analytics `Float` amounts), `timestamp`, `contract_type`. */
export const RETIRED_SCALARS = ['float8', 'timestamp', 'contract_type'] as const;

/** Kinds of reference pages a table contributes (Hasura names each type after its table). */
const TABLE_KINDS = ['objects', 'inputs', 'enums', 'queries'] as const;

/**
 * The type names Hasura derives from one table, per kind, as suffixes of the table name. Read off
 * a table of the current API that has every variant (it is aggregated), so the retired tables get
 * exactly the page names our generator would give them: `_aggregate`, `_avg_fields`, `_bool_exp`,
 * `_order_by`, `_select_column`, `_stream_cursor_input`, `_by_pk` and so on.
 */
export function tableSuffixes(schema: GraphQLSchema, template: string): Record<(typeof TABLE_KINDS)[number], string[]> {
  const kinds = typesByKind(schema);
  const out = { objects: [] as string[], inputs: [] as string[], enums: [] as string[], queries: [] as string[] };
  for (const kind of TABLE_KINDS) {
    for (const name of kinds[kind]) {
      if (name === template || name.startsWith(`${template}_`)) out[kind].push(name.slice(template.length));
    }
  }
  if (!out.objects.includes('') || !out.queries.includes('_by_pk'))
    throw new Error(`graphql-api: ${template} is not a full table to read suffixes from`);
  return out;
}

const anyOf = (items: string[]): string => `(?:${[...new Set(items)].sort().map(escapeRegExp).join('|')})`;

/** Page slugs as GraphQL-Markdown writes them: `RevenueTransaction_avg_fields` is `revenue-transaction-avg-fields`. */
function slugParts(table: string, suffix: string): [string, string] {
  const base = slugify(table);
  const whole = slugify(`${table}${suffix}`);
  if (!whole.startsWith(base)) throw new Error(`graphql-api: slug of ${table}${suffix} does not start with that of ${table}`);
  return [base, whole.slice(base.length)];
}

/**
 * Client redirect rows (one per old page) and one host rule per kind. A kind's rule is the cross
 * product "any retired table, then any suffix of that kind" (plus, for inputs, the comparison
 * inputs of the retired scalars): exactly the rows listed, so a typo still gets the 404 page.
 */
export function retiredRedirects(schema: GraphQLSchema, template: string): GeneratedRedirects {
  const suffixes = tableSuffixes(schema, template);
  const redirects: Redirect[] = [];
  const patterns: NonNullable<GeneratedRedirects['patterns']> = [];
  const add = (kind: string, names: string[], regex: string): void => {
    for (const section of SECTIONS) {
      for (const name of names)
        redirects.push({ from: `/api/${section}/graphql/envio/${kind}/${name}`, to: `/api/${section}/previous-indexers` });
    }
    patterns.push({
      source: `/api/:section(${SECTIONS.join('|')})/graphql/envio/${kind}/:name(${regex})`,
      destination: '/api/:section/previous-indexers',
    });
  };
  for (const kind of TABLE_KINDS) {
    const parts = RETIRED_TABLES.flatMap((t) => suffixes[kind].map((s) => slugParts(t, s)));
    const bases = parts.map(([b]) => b);
    const tails = parts.map(([, t]) => t);
    const optional = tails.includes('');
    let regex = `${anyOf(bases)}${anyOf(tails.filter(Boolean))}${optional ? '?' : ''}`;
    const names = parts.map(([b, t]) => b + t);
    if (kind === 'inputs') {
      const comparisons = RETIRED_SCALARS.map((s) => slugParts(s, '_comparison_exp'));
      regex = `${regex}|${anyOf(comparisons.map(([b]) => b))}${anyOf(comparisons.map(([, t]) => t))}`;
      names.push(...comparisons.map(([b, t]) => b + t));
    }
    add(kind, [...new Set(names)].sort(), regex);
  }
  const scalars = RETIRED_SCALARS.map((s) => slugify(s));
  add('scalars', scalars, anyOf(scalars));
  return { redirects, patterns };
}
