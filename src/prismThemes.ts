import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code colours for both modes. Every token colour has at least 4.5:1 contrast on its background
 * (WCAG AA): the stock GitHub and Dracula themes fall short on comments, numbers and keywords.
 */
type Palette = Record<
  'plain' | 'background' | 'comment' | 'keyword' | 'string' | 'number' | 'function' | 'type' | 'punctuation' | 'variable' | 'tag' | 'deleted',
  string
>;

function themeFrom(p: Palette): PrismTheme {
  return {
    plain: { color: p.plain, backgroundColor: p.background },
    styles: [
      { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: p.comment, fontStyle: 'italic' } },
      { types: ['keyword', 'selector', 'important', 'atrule', 'rule'], style: { color: p.keyword } },
      { types: ['string', 'char', 'regex', 'url', 'attr-value', 'inserted'], style: { color: p.string } },
      { types: ['number', 'boolean', 'constant', 'symbol'], style: { color: p.number } },
      { types: ['function', 'function-variable'], style: { color: p.function } },
      { types: ['class-name', 'builtin', 'maybe-class-name'], style: { color: p.type } },
      { types: ['punctuation', 'operator'], style: { color: p.punctuation } },
      { types: ['variable', 'property', 'attr-name', 'parameter'], style: { color: p.variable } },
      { types: ['tag'], style: { color: p.tag } },
      { types: ['deleted'], style: { color: p.deleted } },
    ],
  };
}

export const lightCodeTheme = themeFrom({
  plain: '#1f2328',
  background: '#f6f8fa',
  comment: '#57606a',
  keyword: '#b42318',
  string: '#0a6640',
  number: '#0550ae',
  function: '#6639ba',
  type: '#953800',
  punctuation: '#424a53',
  variable: '#0550ae',
  tag: '#116329',
  deleted: '#b42318',
});

export const darkCodeTheme = themeFrom({
  plain: '#e6edf3',
  background: '#161b22',
  comment: '#8b949e',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  number: '#79c0ff',
  function: '#d2a8ff',
  type: '#ffa657',
  punctuation: '#c9d1d9',
  variable: '#ffa657',
  tag: '#7ee787',
  deleted: '#ffa198',
});
