// @ts-check
/**
 * theme-common's useShallowMemoObject sorts an object's keys with localeCompare, only so that the same
 * keys always come in the same order for useMemo's dependencies. The first localeCompare a page makes
 * builds ICU's collator: about 13 ms of main thread on a phone, during hydration (the mobile navbar's
 * secondary menu calls it). Comparing the keys as plain strings gives an order just as stable.
 * It fails the build when the text is not found exactly once, so an upgrade cannot undo it silently.
 * Plain CommonJS because the bundler `require`s loaders directly.
 * @param {string} source
 * @returns {string}
 */
module.exports = function plainKeyOrder(source) {
  const sort = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
  const found = source.split(sort).length - 1;
  if (found !== 1) {
    throw new Error(`plain-key-order: expected one "${sort}" in theme-common's reactUtils.js, found ${found}`);
  }
  return source.replace(sort, 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
};
