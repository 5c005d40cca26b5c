// @ts-check
const replaceOnce = require('../replace-once.cjs');

/**
 * On a phone, the page's sidebar is drawn a second time into the mobile menu's panel, which stays hidden until the
 * reader opens it. The doc sidebar hands its content to that panel from an effect, as a plain state update, which
 * React renders in one go: on a reference page, a long task of the main thread as the page becomes usable. Made a
 * transition, the same render is cut into short slices. It fails the build when the text is not found exactly
 * once, so an upgrade cannot undo it silently.
 * Plain CommonJS because the bundler `require`s loaders directly.
 * @param {string} source
 * @returns {string}
 */
module.exports = function secondaryMenuTransition(source) {
  const file = "secondary-menu-transition, in theme-common's navbarSecondaryMenu/content.js";
  const withImport = replaceOnce(
    source,
    "import React, { useState, useContext, useEffect, } from 'react';",
    "import React, { useState, useContext, useEffect, startTransition, } from 'react';",
    file,
  );
  return replaceOnce(
    withImport,
    'setContent({ component, props: memoizedProps });',
    'startTransition(() => setContent({ component, props: memoizedProps }));',
    file,
  );
};
