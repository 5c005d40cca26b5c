/**
 * The HTML shell of every built page (Docusaurus's `ssrTemplate`, an Eta template).
 *
 * It differs from Docusaurus's default in one way: the app's scripts are requested after the first
 * paint instead of from <head>. A page is readable from its server HTML and stylesheet alone, and on
 * a slow connection the start-up JavaScript otherwise shares the bandwidth with the HTML,
 * CSS and fonts the first paint waits for. Links work as ordinary links until the app starts.
 * Scripts added this way with `async = false` still run in document order, as `defer` ones do.
 *
 * "After the first paint" means after the browser has reported that paint (its `paint` timing
 * entry), not after the frame was merely produced: a frame reaches the screen some milliseconds
 * after its animation-frame callbacks, and scripts requested in between compete with it.
 * When the paint came before this script (a long page painted while still being parsed), the next
 * frame is enough. A page opened in a background tab is not painted until it is shown, so it starts
 * at once; a browser without paint timing starts after the next frame.
 *
 * The script list is a JSON data block beside it, not part of the script: the script's text then
 * never changes from build to build, so the Content-Security-Policy can allow it by its hash
 * (generators/vercel-json). Data blocks are not run, so the policy does not apply to them.
 */
export const START_SCRIPTS_ID = '__start-scripts';

const startAfterFirstPaint = `(function (sources) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  function contentful(entries) {
    return entries.some(function (entry) { return entry.name === 'first-contentful-paint'; });
  }
  var observes = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else if (!observes || contentful(performance.getEntriesByType('paint'))) {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  } else {
    new PerformanceObserver(function (list, observer) {
      if (!contentful(list.getEntries())) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint' });
    // Should the paint never be reported (the tab hidden meanwhile), the page still starts.
    setTimeout(start, 3000);
  }
})(JSON.parse(document.getElementById('${START_SCRIPTS_ID}').textContent));`;

export const htmlTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<%~ it.metaAttributes.join('\\n') %>
<%~ it.headTags %>
<%~ it.stylesheets.map((href) => '<link rel="stylesheet" href="' + it.baseUrl + href + '">').join('\\n') %>
</head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
<script type="application/json" id="${START_SCRIPTS_ID}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
<script>${startAfterFirstPaint}</script>
</body>
</html>
`;
