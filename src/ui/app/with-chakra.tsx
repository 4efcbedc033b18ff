import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { RouteFallback } from '../components/route-fallback';
import { type LazyPage, lazyPage } from './lazy-page';
import type { PageModule } from './signed-in-pages';

/**
 * Chakra's runtime (its components' code, emotion and the theme's system) is a chunk of its
 * own: the signed-in area's first screen (the frame and the dashboard, on island classes) and
 * the islands pages run without it. At 4x CPU, evaluating it and building the system was most
 * of the dashboard's 450 to 700 ms start-up task (BENCHMARKS.md).
 */
const ChakraScope = lazyPage<{ children: ReactNode }>(() => import('./chakra-scope'));

/** Loads Chakra's runtime, so a page that needs it renders at once (no spinner first). */
export const preloadChakra = (): Promise<void> => ChakraScope.preload();

/** Chakra's provider around `children`; a spinner in their place while its code loads. */
export function WithChakra({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <ChakraScope>{children}</ChakraScope>
    </Suspense>
  );
}

/**
 * `children` without Chakra while none of them needs it, then inside its provider for good:
 * the provider is mounted once, not again at each page that needs it (each mount inserts
 * Chakra's global styles anew). Its first mount mounts `children` anew too, which happens as
 * the page changes (from the dashboard to a page that needs Chakra).
 */
export function WithChakraOnceNeeded({
  needed,
  children,
}: {
  needed: boolean;
  children: ReactNode;
}) {
  const [wrapped, setWrapped] = useState(needed);
  if (needed && !wrapped) setWrapped(true);
  return wrapped ? <WithChakra>{children}</WithChakra> : children;
}

/** A routed page: drawn with island classes alone, or (marked) with Chakra. */
export type RoutedPage<Props = never> = LazyPage<Props> & { needsChakra?: true };

/** A page (`signed-in-pages.ts`) as its route draws it: with Chakra's runtime or without. */
export const routedPage = <Props = object>({
  load,
  chakra,
}: PageModule<Props>): RoutedPage<Props> => (chakra ? chakraPage(load) : lazyPage(load));

/** A page drawn with Chakra, in a chunk of its own: loading it loads Chakra's runtime beside it. */
export const chakraPage = <Props = object>(
  load: () => Promise<{ default: ComponentType<NoInfer<Props>> }>,
): RoutedPage<Props> =>
  Object.assign(
    lazyPage<Props>(async () => {
      const [page] = await Promise.all([load(), preloadChakra()]);
      return page;
    }),
    { needsChakra: true as const },
  );

/** What a routed page says of its drawing: Chakra's runtime or not (a loadable part). */
type DrawnWith = Pick<RoutedPage, 'preload' | 'needsChakra'>;

/**
 * `children` (an area's routes), inside Chakra's provider from the first page drawn with Chakra
 * on: `pages` are the area's routes' patterns and pages.
 */
export function ChakraWhereNeeded({
  pages,
  fallback,
  children,
}: {
  pages: readonly (readonly [pattern: string, page: DrawnWith])[];
  /** What any other address shows: a page, or nothing of Chakra's. */
  fallback?: DrawnWith;
  children: ReactNode;
}) {
  const [location] = useLocation();
  const { parser } = useRouter();
  const shown = pages.find(([pattern]) => matchRoute(parser, pattern, location)[0])?.[1];
  return (
    <WithChakraOnceNeeded needed={(shown ?? fallback)?.needsChakra === true}>
      {children}
    </WithChakraOnceNeeded>
  );
}
