import { slugify } from '@graphql-markdown/utils';
import type { GraphQLSchema } from 'graphql';

import { INDEXERS, type Indexer, type Section } from './instances';
import { KINDS, typesByKind } from './pages';
import type { GeneratedRedirects, PatternRule, Redirect } from '../../redirects';
import { escapeRegExp } from '../../src/lib/regexp';

/**
 * Indexers v4.0 merged the Lockup and Flow indexers into one "streams" API, and the live docs publish its reference
 * under /api/streams/graphql/<indexer>/. That API puts the protocol in front of each protocol's own entities
 * (`LockupStream`, `FlowAction_filter`, `lockupStreams`) and shares the others (`Asset`, `Contract`, `Segment`,
 * `Watcher`) between both. These docs keep one reference per protocol, so each of those addresses leads to the same
 * type here: a prefixed one to its protocol's page, a shared one to Lockup's (Lockup has every shared entity).
 */

/** Entities the streams API names per protocol (sablier-labs/indexers v4.0.1 to v7.1.0, src/schemas/streams.graphql). */
const OWN_ENTITIES = ['ActionCategory', 'StreamCategory', 'Action', 'Batcher', 'Batch', 'Stream'];

/** Kinds whose pages come from entities; scalars and directives are always shared. */
const ENTITY_KINDS = ['objects', 'inputs', 'enums', 'queries'] as const;
const PAGE_KINDS = [...KINDS, 'directives'] as const;

const STREAM_SECTIONS = ['lockup', 'flow'] as const satisfies readonly Section[];

/** `Stream`, `Stream_bool_exp`, `streams`, `Stream_by_pk`, `batches` belong to an own entity; `Asset_filter` does not. */
function isOwnType(name: string): boolean {
  const lower = name.toLowerCase();
  return OWN_ENTITIES.some((entity) => {
    const base = entity.toLowerCase();
    if (!lower.startsWith(base)) return false;
    const rest = lower.slice(base.length);
    return rest === '' || rest === 's' || rest === 'es' || rest.startsWith('_');
  });
}

const alternatives = (names: string[]): string => [...new Set(names)].sort().map(escapeRegExp).join('|');

/**
 * Client redirect rows for every page of the Lockup and Flow references under its streams-API name, and host rules
 * per indexer: one per entity kind for the prefixed types, one for the shared types.
 */
export function streamsRedirects(schemaOf: (section: Section, indexer: Indexer) => GraphQLSchema): GeneratedRedirects {
  const redirects: Redirect[] = [];
  const patterns: PatternRule[] = [];
  for (const indexer of INDEXERS) {
    const base = `/api/streams/graphql/${indexer}`;
    const own: Record<string, string[]> = {};
    const shared: string[] = [];
    const sharedSeen = new Set<string>();
    for (const section of STREAM_SECTIONS) {
      const schema = schemaOf(section, indexer);
      const pages: Record<(typeof PAGE_KINDS)[number], string[]> = {
        ...typesByKind(schema),
        directives: schema.getDirectives().map((d) => d.name),
      };
      for (const kind of PAGE_KINDS) {
        for (const name of pages[kind]) {
          const slug = slugify(name);
          const to = `/api/${section}/graphql/${indexer}/${kind}/${slug}`;
          if ((ENTITY_KINDS as readonly string[]).includes(kind) && isOwnType(name)) {
            redirects.push({ from: `${base}/${kind}/${section}-${slug}`, to });
            own[kind] = [...(own[kind] ?? []), slug];
          } else if (!sharedSeen.has(`${kind}/${slug}`)) {
            // Lockup comes first, so a type both protocols have leads to Lockup's page.
            sharedSeen.add(`${kind}/${slug}`);
            redirects.push({ from: `${base}/${kind}/${slug}`, to });
            if (section === 'lockup') shared.push(`${kind}/${slug}`);
          }
        }
      }
    }
    redirects.push({ from: `${base}/overview`, to: `/api/lockup/graphql/${indexer}/overview` });
    // Per kind, so that a name is answered only under the kind that has it; a name only one protocol has is
    // answered for both, and the other's address lands on the 404 page at the target.
    for (const [kind, names] of Object.entries(own)) {
      patterns.push({
        source: `${base}/${kind}/:section(${STREAM_SECTIONS.join('|')})-:name(${alternatives(names)})`,
        destination: `/api/:section/graphql/${indexer}/${kind}/:name`,
      });
    }
    patterns.push({
      source: `${base}/:page(${alternatives(['overview', ...shared])})`,
      destination: `/api/lockup/graphql/${indexer}/:page`,
    });
  }
  return { redirects, patterns };
}
