import { emptyResult, requestsOf } from './results';
import type { HighlightValue, Level, SearchClientLike, SearchHit, SearchResponse } from './types';

/**
 * A made-up answer in the local engine's shape, for the modal's dress rehearsal (theme SearchBar): what is
 * drawn from it is never attached to the page, so its text only has to exercise the same code a real answer
 * does. Two groups, pages with sections two and three levels deep, highlights and snippets, as a typical
 * first query returns.
 */
const PAGES: [group: string, title: string, sections: string[]][] = [
  ['Concepts', 'Streams', ['What a stream holds', 'Cancelling a stream']],
  ['Concepts', 'Stream shapes', ['Linear', 'Tranched']],
  ['Concepts', 'Withdrawals', ['Who can withdraw']],
  ['Guides', 'Create a stream', ['Approve the token', 'Call the contract']],
  ['Guides', 'Read a stream', ['Streamed amount']],
];

const marked = (text: string): string => text.replace(/stream/gi, (word) => `<mark>${word}</mark>`);

/** Shaped as the engine's values are, key for key: code optimised on these objects then fits the real ones. */
function highlight(text: string): HighlightValue {
  const value = marked(text);
  const found = value !== text;
  return { value, matchLevel: found ? 'full' : 'none', matchedWords: found ? ['stream'] : [], fullyHighlighted: false };
}

function hit(group: string, title: string, section: string | null, deeper: string | null, page: number): SearchHit {
  const heading = deeper ?? section;
  const anchor = heading ? heading.toLowerCase().replace(/\W+/g, '-') : null;
  const url = `/rehearsal/${page}${anchor ? `#${anchor}` : ''}`;
  const hierarchy: Record<Level, string | null> = {
    lvl0: group,
    lvl1: title,
    lvl2: section,
    lvl3: deeper,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const content = `${heading ?? title}: how a stream pays out its tokens over time, and what its sender and recipient can do.`;
  const snippet = highlight(content);
  const highlighted: Partial<Record<Level, HighlightValue>> = {};
  for (const [level, value] of Object.entries(hierarchy) as [Level, string | null][]) if (value) highlighted[level] = highlight(value);
  return {
    objectID: url,
    url,
    url_without_anchor: `/rehearsal/${page}`,
    anchor,
    type: deeper ? 'lvl3' : section ? 'lvl2' : 'lvl1',
    hierarchy,
    content,
    _highlightResult: { hierarchy: highlighted, content: snippet },
    _snippetResult: { content: { value: snippet.value, matchLevel: snippet.matchLevel } },
  };
}

function rehearsalHits(): SearchHit[] {
  return PAGES.flatMap(([group, title, sections], page) => [
    hit(group, title, null, null, page),
    ...sections.map((section, i) => hit(group, title, i === 1 ? sections[0]! : section, i === 1 ? section : null, page)),
  ]);
}

/** A client that answers every query with the rehearsal's hits, at once and without the index. */
export function rehearsalClient(): SearchClientLike {
  return {
    appId: 'rehearsal',
    addAlgoliaAgent() {},
    clearCache: () => Promise.resolve(),
    search(input): Promise<SearchResponse> {
      return Promise.resolve({
        results: requestsOf(input).map((request) => {
          const query = String(request.query ?? request.params?.query ?? '');
          const hits = rehearsalHits();
          return { ...emptyResult(request, query, hits.length), hits, nbHits: hits.length, nbPages: 1 };
        }),
      });
    },
  };
}
