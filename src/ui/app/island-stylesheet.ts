import { ISLAND_STYLES_ATTRIBUTE } from '../public/islands/island-styles';

/**
 * The island classes for the single-page app. Every document the server draws (public pages,
 * sign-in pages, the signed-in area's shells) carries them already; only the bare `index.html`
 * (an unknown path, the development server) does not, and then the browser compiles them (the
 * app runs Chakra anyway; about 130 ms, so not when it can be avoided). Their compiler, with
 * every `*.styles.ts` module of the product, loads only then.
 */
export async function installIslandStylesheet(): Promise<void> {
  if (document.querySelector(`style[${ISLAND_STYLES_ATTRIBUTE}]`)) return;
  const { islandCss } = await import('../public/islands/island-css');
  const sheet = document.createElement('style');
  sheet.setAttribute(ISLAND_STYLES_ATTRIBUTE, '');
  sheet.textContent = islandCss();
  document.head.append(sheet);
}
