// @ts-check
const replaceOnce = require('../replace-once.cjs');

/**
 * theme-common's useShallowMemoObject sorts an object's keys with localeCompare, only so that the same
 * keys always come in the same order for useMemo's dependencies. The first localeCompare a page makes
 * builds ICU's collator, costly work on a phone in the middle of hydration (the mobile navbar's
 * secondary menu calls it). Comparing the keys as plain strings gives an order just as stable.
 * It fails the build when the text is not found exactly once, so an upgrade cannot undo it silently.
 * Plain CommonJS because the bundler `require`s loaders directly.
 * @param {string} source
 * @returns {string}
 */
module.exports = function plainKeyOrder(source) {
  return replaceOnce(
    source,
    'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    "plain-key-order, in theme-common's reactUtils.js",
  );
};
