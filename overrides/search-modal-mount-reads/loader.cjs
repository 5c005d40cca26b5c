// @ts-check
/**
 * DocSearch 3.9's modal reads three things it keeps for as long as it is open: the page's selected text (the
 * initial query) and its two stored lists (recent and favourite searches). It keeps them with
 * `useRef(read()).current`, so the reads run again on every render, twice per keystroke, and the values are
 * thrown away: `getSelection().toString()` makes the browser bring style and layout up to date, and each
 * list tests localStorage with a write and a removal and parses its JSON. About a millisecond of every
 * keystroke. This keeps the same values with `useState(() => read())[0]`, read once per opening.
 * It fails the build unless each of the three reads is found exactly once, so an upgrade cannot undo it
 * silently. Plain CommonJS because the bundler `require`s loaders directly.
 * @param {string} source
 * @returns {string}
 */
module.exports = function readOncePerOpening(source) {
  const reads = [
    // The selected text.
    /(\w+)\.useRef\(("undefined"!=typeof window\?window\.getSelection\(\)\.toString\(\)\.slice\(0,64\):"")\)\.current/g,
    // The favourite and recent searches.
    /(\w+)\.useRef\((\w+\(\{key:"__DOCSEARCH_FAVORITE_SEARCHES__"\.concat\(\w+\),limit:10\}\))\)\.current/g,
    /(\w+)\.useRef\((\w+\(\{key:"__DOCSEARCH_RECENT_SEARCHES__"\.concat\(\w+\),limit:0===\w+\.getAll\(\)\.length\?7:4\}\))\)\.current/g,
  ];
  let out = source;
  for (const read of reads) {
    const found = out.match(read)?.length ?? 0;
    if (found !== 1) throw new Error(`search-modal-mount-reads: expected one ${read} in DocSearch's bundle, found ${found}`);
    out = out.replace(read, (_, react, value) => `${react}.useState((function(){return ${value}}))[0]`);
  }
  return out;
};
