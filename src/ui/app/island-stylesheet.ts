import { islandCss } from '../public/islands/island-css';

/**
 * The islands' classes in the single-page app, compiled in the browser (the app runs Chakra
 * anyway): the server inlines them only into the pages it renders.
 */
export function installIslandStylesheet() {
  const sheet = document.createElement('style');
  sheet.dataset.appIslandStyles = '';
  sheet.textContent = islandCss();
  document.head.append(sheet);
}
