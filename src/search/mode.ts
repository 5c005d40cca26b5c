import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Which backend answers searches: the site's own index, or Algolia when the build had its keys
 * (docusaurus.config.ts sets `customFields.searchMode`). The modal and /search decide alike from it,
 * including whether a hit's URL needs the theme's processing (Algolia's are absolute, ours are paths).
 */
export function useSearchMode(): 'local' | 'algolia' {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields?.searchMode === 'algolia' ? 'algolia' : 'local';
}
