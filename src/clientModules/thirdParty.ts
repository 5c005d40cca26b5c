import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

import { whenIdle } from '../lib/when-idle';

/**
 * Hosted services load only when their environment variable turned them on at build time, and
 * only after the page is idle, so they never compete with the reader's first paint.
 */
const { analytics, chatWidgetSrc } = siteConfig.customFields as { analytics?: boolean; chatWidgetSrc?: string | null };

if (ExecutionEnvironment.canUseDOM && process.env.NODE_ENV === 'production') {
  whenIdle(
    () => {
      if (analytics) {
        // Vercel serves the script from the site's own origin; a failure only logs a console message.
        import('@vercel/analytics')
          .then(({ inject }) => inject({ mode: 'auto' }))
          .catch((error: unknown) => console.info('Analytics did not load:', error));
      }
      if (chatWidgetSrc) {
        const script = document.createElement('script');
        script.src = chatWidgetSrc;
        script.async = true;
        script.onerror = () => console.info('Chat widget did not load from', chatWidgetSrc);
        document.body.appendChild(script);
      }
    },
    { fallbackDelay: 1500 },
  );
}
