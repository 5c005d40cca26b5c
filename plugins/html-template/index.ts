/**
 * The HTML shell of every built page (Docusaurus's `ssrTemplate`, an Eta template).
 *
 * It differs from Docusaurus's default in one way: the app's scripts are requested after the first
 * paint instead of from <head>. A page is readable from its server HTML and stylesheet alone, and on
 * a slow connection the 120+ KB of start-up JavaScript otherwise shares the bandwidth with the HTML,
 * CSS and fonts the first paint waits for. Links work as ordinary links until the app starts.
 * Scripts added this way with `async = false` still run in document order, as `defer` ones do.
 * A page opened in a background tab gets no animation frame until it is shown, so it starts at once.
 */
const startAfterFirstPaint = `(function (sources) {
  function start() {
    sources.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);`;

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
<script>${startAfterFirstPaint}</script>
</body>
</html>
`;
