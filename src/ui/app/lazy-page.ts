import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };

/** A thenable that calls back at once: React.lazy then renders without suspending. */
const settled = (module: PageModule) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: React.lazy calls `then`.
  ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as Promise<PageModule>;

export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

/**
 * A page in a chunk of its own, like React.lazy, plus `preload`: once it has loaded the chunk,
 * the page renders in the same pass instead of suspending for a turn. A prerendered page then
 * hydrates in one pass, with no part left waiting (and resetting what was typed meanwhile).
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const page = lazy(() => (loaded ? settled(loaded) : load()));
  return Object.assign(page, {
    preload: () =>
      load().then((module) => {
        loaded = module;
      }),
  });
}
