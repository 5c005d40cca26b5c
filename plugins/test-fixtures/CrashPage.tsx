import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** Renders normally on the server, then throws in the browser with a two-level cause chain. */
function Bomb(): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser) {
    const root = new Error('fixture root cause: stream data was malformed');
    throw new Error('fixture crash: the chart could not render', { cause: root });
  }
  return <p>This fixture crashes once it runs in the browser.</p>;
}

export default function CrashPage(): ReactNode {
  return (
    <Layout title="Crash fixture" noFooter>
      <main className="container margin-vert--lg">
        <Bomb />
      </main>
    </Layout>
  );
}
