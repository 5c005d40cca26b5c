import type { ReactNode } from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

/**
 * A page whose body is a separately loaded chunk, rendered through the theme's Loading component
 * exactly as route content is: the browser tests delay or fail that chunk to show the spinner and
 * the red Retry box.
 */
const LazyPart = Loadable({
  loader: () => import(/* webpackChunkName: "fixture-lazy-part" */ './LazyPart'),
  loading: Loading,
});

export default function LazyPage(): ReactNode {
  return (
    <Layout title="Lazy loading fixture" noFooter>
      <main className="container margin-vert--lg">
        <LazyPart />
      </main>
    </Layout>
  );
}
