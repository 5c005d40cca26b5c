// @ts-check
/**
 * On a phone, the page's sidebar is drawn a second time into the mobile menu's panel, which stays hidden until the
 * reader opens it. The doc sidebar hands its content to that panel from an effect, as a plain state update, which
 * React renders in one go: on a reference page, 35–50 ms of main thread on this VM (140–240 ms on Lighthouse's
 * slowed phone) as the page becomes usable. Made a transition, the same render is cut into short slices. It fails
 * the build when the text is not found exactly once, so an upgrade cannot undo it silently.
 * Plain CommonJS because the bundler `require`s loaders directly.
 * @param {string} source
 * @returns {string}
 */
module.exports = function secondaryMenuTransition(source) {
  /** @type {[string, string][]} */
  const edits = [
    [
      "import React, { useState, useContext, useEffect, } from 'react';",
      "import React, { useState, useContext, useEffect, startTransition, } from 'react';",
    ],
    ['setContent({ component, props: memoizedProps });', 'startTransition(() => setContent({ component, props: memoizedProps }));'],
  ];
  let result = source;
  for (const [from, to] of edits) {
    const found = result.split(from).length - 1;
    if (found !== 1) {
      throw new Error(`secondary-menu-transition: expected one "${from}" in theme-common's navbarSecondaryMenu/content.js, found ${found}`);
    }
    result = result.replace(from, to);
  }
  return result;
};
