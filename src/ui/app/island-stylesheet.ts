import { islandClassCss, islandLayerOrder } from '../public/islands/island-css';
import {
  type IslandStyle,
  onIslandStyleRegistered,
  registeredIslandStyles,
} from '../public/islands/island-styles';

/**
 * In the single-page app, the islands' classes are compiled in the browser (the app runs
 * Chakra anyway) into one style element, as their modules load: the server inlines them only
 * into the pages it renders.
 */
export function installIslandStylesheet() {
  const sheet = document.createElement('style');
  sheet.dataset.appIslandStyles = '';
  sheet.append(islandLayerOrder);
  document.head.append(sheet);
  const added = new Set<string>();
  const add = (className: string, style: IslandStyle) => {
    if (added.has(className)) return;
    added.add(className);
    sheet.append(islandClassCss(className, style));
  };
  for (const [className, style] of registeredIslandStyles()) add(className, style);
  onIslandStyleRegistered(add);
}
