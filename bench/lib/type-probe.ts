/**
 * In-page timing of one keystroke in the search modal: from the input event to the frame that shows
 * its results, measured with the page's own clock (no DevTools round trips in the figure).
 * "Its results" are recognised by what the modal draws for that very text: the "See all results"
 * link pointing at `/search?q=<text>`, or the "No results for" screen naming it. Resolves with the
 * milliseconds from dispatching the input to the first animation frame after that.
 */
export const TYPE_PROBE = `(() => {
  window.__typeAndTime = (text) => new Promise((resolve, reject) => {
    const input = document.querySelector('.DocSearch-Input');
    const dropdown = document.querySelector('.DocSearch-Dropdown');
    if (!input || !dropdown) { reject(new Error('modal not open')); return; }
    const wanted = 'q=' + encodeURIComponent(text.trim()).replace(/%20/g, '+');
    const shown = () => {
      if (document.querySelector('.DocSearch-Container--Stalled')) return false;
      const link = dropdown.querySelector('.DocSearch-HitsFooter a');
      const href = link ? decodeURIComponent(link.getAttribute('href') || '').replace(/ /g, '+') : '';
      if (href.endsWith(decodeURIComponent(wanted))) return true;
      const none = dropdown.querySelector('.DocSearch-NoResults .DocSearch-Title');
      return !!none && none.textContent.includes(text.trim());
    };
    let done = false;
    const finish = () => {
      if (done || !shown()) return;
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
