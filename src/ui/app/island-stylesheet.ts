import { ISLAND_STYLES_ATTRIBUTE } from '../public/islands/island-styles';

/**
 * The island classes for the single-page app. Every document the server draws (public pages,
 * sign-in pages, the signed-in area's shells) carries them already, with Chakra's global
 * styles; only the bare `index.html` (an unknown path, the development server) does not, and
 * then the browser compiles both (about 130 ms, so not when it can be avoided): the signed-in
 * area's first screen is drawn with island classes alone, before any Chakra provider inserts
 * the global styles. Their compiler, with every `*.styles.ts` module of the product, loads only
 * then.
 */
export async function installIslandStylesheet(): Promise<void> {
  if (document.querySelector(`style[${ISLAND_STYLES_ATTRIBUTE}]`)) return;
  const { chakraGlobalCss, islandCss } = await import('../public/islands/island-css');
  const sheet = document.createElement('style');
  sheet.setAttribute(ISLAND_STYLES_ATTRIBUTE, '');
  sheet.textContent = chakraGlobalCss() + islandCss();
  document.head.append(sheet);
}
