import { ISLAND_STYLES_ATTRIBUTE, islandCss } from '../public/islands/island-css';

/**
 * The island classes for the single-page app. Every document the server draws (public pages,
 * sign-in pages, the signed-in area's shells) carries them already; only the bare `index.html`
 * (an unknown path, the development server) does not, and then the browser compiles them (the
 * app runs Chakra anyway; about 130 ms, so not when it can be avoided).
 */
export function installIslandStylesheet() {
  if (document.querySelector(`style[${ISLAND_STYLES_ATTRIBUTE}]`)) return;
  const sheet = document.createElement('style');
  sheet.setAttribute(ISLAND_STYLES_ATTRIBUTE, '');
  sheet.textContent = islandCss();
  document.head.append(sheet);
}
