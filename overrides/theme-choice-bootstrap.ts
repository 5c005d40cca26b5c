import type { HtmlTagObject, Plugin } from '@docusaurus/types';

import { SYSTEM_CHOICE_KEY } from '../src/lib/theme-choice';

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

/**
 * When storage cannot be read at all (blocked by the browser's settings), the theme's own script finds no
 * stored choice and follows the system preference, so a reader with a light system got a light page. Dark
 * is the default (spec section 9) and blocked storage must only cost persistence: this runs right after
 * the theme's script (a site plugin's body tags follow the theme's) and puts dark back, unless the address
 * asks for a theme (`?docusaurus-theme=`). The React color-mode state reads these attributes on hydration.
 */
export const darkWithoutStorageScript = `(function(){try{window.localStorage.getItem('theme');return}catch(e){}try{if(new URLSearchParams(window.location.search).get('docusaurus-theme'))return}catch(e){}var d=document.documentElement;d.setAttribute('data-theme','dark');d.setAttribute('data-theme-choice','dark')})();`;

export function darkWithoutStorage(): Plugin {
  return {
    name: 'sablier-dark-without-storage',
    injectHtmlTags() {
      return { preBodyTags: [{ tagName: 'script', innerHTML: darkWithoutStorageScript }] };
    },
  };
}
