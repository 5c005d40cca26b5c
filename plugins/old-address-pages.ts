/**
 * The client redirect pages (static HTML at each old address, for hosts without vercel.json's rules), written by
 * Docusaurus's client-redirects plugin from redirects.ts. The list is handed to that plugin here instead of as its
 * options in docusaurus.config.ts: Docusaurus ships every configured plugin option to the browser inside the site
 * config, and the list of old addresses would add to every page's JavaScript.
 */
import clientRedirectsPlugin from '@docusaurus/plugin-client-redirects';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { clientRedirects, docRoutesUnder, targetPage } from '../redirects';
import { readSiteEnv } from '../site.env';

export default function oldAddressPages(context: LoadContext): Plugin | null {
  const areas = readSiteEnv().docsAreas;
  const built = areas && new Set(areas.flatMap((area) => docRoutesUnder(area)));
  // A partial build keeps only the redirects whose target it builds; a full build checks them all.
  const redirects = clientRedirects().filter((redirect) => !built || built.has(targetPage(redirect.to)));
  // The plugin loads no content (`void`), which the config's plugin type, written for any content (`unknown`), does not accept.
  return clientRedirectsPlugin(context, { id: 'default', fromExtensions: [], toExtensions: [], redirects }) as Plugin | null;
}
