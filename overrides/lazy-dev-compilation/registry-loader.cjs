// @ts-check
/**
 * Removes the `require.resolveWeak(...)` references from Docusaurus's route registry (dev server only).
 * The bundler builds every module a weak reference names, so these made the dev server compile all
 * ~1,000 pages up front even with lazy compilation. Without them, React Loadable finds no module
 * ready and loads the page through its `import()`, which is what happens on a first visit anyway.
 * Plain CommonJS because the bundler `require`s loaders directly, outside the TypeScript toolchain.
 * @param {string} source
 * @returns {string}
 */
module.exports = function dropWeakReferences(source) {
  return source.replace(/require\.resolveWeak\("(?:[^"\\]|\\.)*"\)/g, 'undefined');
};
