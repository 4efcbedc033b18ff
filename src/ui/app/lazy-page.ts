import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page takes no props; another part (a provider) may. */
type PartModule<Props = object> = { default: ComponentType<Props> };

/** A thenable that calls back at once: React.lazy then renders without suspending. */
const settled = <Props>(module: PartModule<Props>) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point: React.lazy calls `then`.
  ({ then: (resolve: (value: PartModule<Props>) => void) => resolve(module) }) as Promise<
    PartModule<Props>
  >;

export type LazyPage<Props = object> = LazyExoticComponent<ComponentType<Props>> & {
  preload(): Promise<void>;
};

/**
 * A page (or another part of the app) in a chunk of its own, like React.lazy, plus `preload`:
 * once it has loaded the chunk, the part renders in the same pass instead of suspending for a
 * turn. A prerendered page then hydrates in one pass, with no part left waiting (and resetting
 * what was typed meanwhile).
 */
export function lazyPage<Props = object>(load: () => Promise<PartModule<Props>>): LazyPage<Props> {
  let loaded: PartModule<Props> | undefined;
  const page = lazy(() => (loaded ? settled(loaded) : load()));
  return Object.assign(page, {
    preload: () =>
      load().then((module) => {
        loaded = module;
      }),
  });
}
