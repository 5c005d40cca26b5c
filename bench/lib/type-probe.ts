import { MODAL_ANSWERED } from '../../tests/support/search';

/**
 * In-page timing of one keystroke in the search modal: from the input event to the frame that shows
 * its results, measured with the page's own clock (no DevTools round trips in the figure).
 * "Its results" is the event the tests wait for too (MODAL_ANSWERED). Resolves with the
 * milliseconds from dispatching the input to the first animation frame after that.
 */
export const TYPE_PROBE = `(() => {
  const answered = ${MODAL_ANSWERED};
  window.__typeAndTime = (text) => new Promise((resolve, reject) => {
    const input = document.querySelector('.DocSearch-Input');
    const dropdown = document.querySelector('.DocSearch-Dropdown');
    if (!input || !dropdown) { reject(new Error('modal not open')); return; }
    let done = false;
    const finish = () => {
      if (done || !answered(text)) return;
      done = true;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - t0));
    };
    const observer = new MutationObserver(finish);
    observer.observe(dropdown, { childList: true, subtree: true, characterData: true, attributes: true });
    setTimeout(() => { if (!done) { observer.disconnect(); reject(new Error('no results shown for ' + text)); } }, 10000);
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const t0 = performance.now();
    setter.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
})()`;
