// @ts-check
/**
 * The step the build loaders in this folder share: swap one exact text of an upstream file for ours, and fail the
 * build when the text is not found exactly once, so that an upgrade cannot undo the change silently.
 * Plain CommonJS because the bundler `require`s loaders directly.
 * @param {string} source the upstream file's text
 * @param {string} from the exact text to find once
 * @param {string} to what replaces it
 * @param {string} where for the error: the loader and the file, e.g. "plain-key-order, in theme-common's reactUtils.js"
 * @returns {string}
 */
module.exports = function replaceOnce(source, from, to, where) {
  const found = source.split(from).length - 1;
  if (found !== 1) throw new Error(`${where}: expected one "${from}", found ${found}`);
  return source.replace(from, () => to);
};
