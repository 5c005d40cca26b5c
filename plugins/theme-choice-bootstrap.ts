import type { HtmlTagObject } from '@docusaurus/types';

/** Set by src/theme/ColorModeToggle when a reader explicitly picks "system". */
export const SYSTEM_CHOICE_KEY = 'theme-choice-system';

/**
 * Dark is the site's default, yet readers may still pick "system" in the three-way toggle.
 * Docusaurus only offers "system" when it also makes system the first-visit default, so this
 * runs before its theme script and stores "dark" for a reader who has never chosen anything.
 * Storage failures (private mode, blocked storage) fall through to Docusaurus's own default.
 */
export const themeChoiceBootstrap: HtmlTagObject = {
  tagName: 'script',
  attributes: {},
  innerHTML: `(function(){try{var s=window.localStorage;if(s.getItem('theme')===null&&s.getItem('${SYSTEM_CHOICE_KEY}')===null){s.setItem('theme','dark')}}catch(e){}})();`,
};
