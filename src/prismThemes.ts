import type { PrismTheme } from 'prism-react-renderer';

/**
 * One code theme for both colour modes: every colour is a CSS variable, set per mode in
 * src/css/code-colors.css. The server-rendered code is then right in either mode, so the browser
 * keeps it instead of highlighting every block a second time after loading (see src/theme/CodeBlock).
 */
const color = (name: string) => `var(--code-${name})`;

export const codeTheme: PrismTheme = {
  plain: { color: color('plain'), backgroundColor: color('background') },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: color('comment'), fontStyle: 'italic' } },
    { types: ['keyword', 'selector', 'important', 'atrule', 'rule'], style: { color: color('keyword') } },
    { types: ['string', 'char', 'regex', 'url', 'attr-value', 'inserted'], style: { color: color('string') } },
    { types: ['number', 'boolean', 'constant', 'symbol'], style: { color: color('number') } },
    { types: ['function', 'function-variable'], style: { color: color('function') } },
    { types: ['class-name', 'builtin', 'maybe-class-name'], style: { color: color('type') } },
    { types: ['punctuation', 'operator'], style: { color: color('punctuation') } },
    { types: ['variable', 'property', 'attr-name', 'parameter'], style: { color: color('variable') } },
    { types: ['tag'], style: { color: color('tag') } },
    { types: ['deleted'], style: { color: color('deleted') } },
  ],
};
