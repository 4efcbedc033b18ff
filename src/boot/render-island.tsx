/**
 * On the server, for `islands` and `runtime-islands` pages: renders one island with the runtime
 * the browser hydrates it with: built apart, with React's entry points answered by Preact
 * (scripts/prerender/islands-build.ts), and loaded by the page renderer (render-page.tsx).
 */
import { renderToString } from 'react-dom/server';
import { placeholderSiteSettings } from '../services/site-settings';
import { IslandRoot } from '../ui/public/islands/island-root';
import { isIslandName, islandLoaders } from '../ui/public/islands/registry';

declare const __ISLANDS_RUNTIME__: string;

/** The address of the islands' start-up in the browser, which each page of islands names. */
export const islandsRuntime = __ISLANDS_RUNTIME__;

export type IslandRequest = {
  id: string;
  /** Its name in the islands' registry. */
  name: string;
  props: object;
  /** The page's address. */
  path: string;
  search: string;
};

export async function renderIsland({ id, name, props, path, search }: IslandRequest) {
  if (!isIslandName(name)) throw new Error(`The page holds an unknown island: ${name}`);
  const Island = await islandLoaders[name]();
  return renderToString(
    // The server fills in the running site's settings where their tokens are.
    <IslandRoot siteSettings={placeholderSiteSettings} id={id} ssr={{ path, search }}>
      <Island {...props} />
    </IslandRoot>,
  );
}
