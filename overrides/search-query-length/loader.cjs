// @ts-check

/**
 * DocSearch 3.9 caps its input at 64 UTF-16 code units (`maxLength:64`, also the length its autocomplete
 * slices the query to), so an emoji counts twice and the modal stopped at 32 of them. The spec's limit is
 * 64 characters, counted as code points, as the /search page counts them. This raises DocSearch's own cap
 * to 128 units (64 code points can never need more); src/theme/SearchBar cuts the query to 64 code points.
 * It fails the build when the text is not found exactly once, so an upgrade cannot undo it silently.
 * Plain CommonJS because the bundler `require`s loaders directly.
 * @param {string} source
 * @returns {string}
 */
module.exports = function raiseDocSearchQueryCap(source) {
  const cap = 'maxLength:64}';
  const found = source.split(cap).length - 1;
  if (found !== 1) throw new Error(`search-query-length, in DocSearch's bundle: expected one "${cap}", found ${found}`);
  return source.replace(cap, 'maxLength:128}');
};
