import { type ComponentType, createContext, type JSX, useContext, useId } from 'react';

/**
 * One interactive part of a server-rendered page, rendered on its own (see render-islands), by
 * its name in the islands' registry (registry.ts).
 */
export type CollectedIsland = { id: string; name: string; props: object };

/**
 * An island's component. Its type carries the name it was defined under, which the islands'
 * registry checks against the name it loads it by (the registry holds the one list of names).
 */
export type NamedIsland<Name extends string, P> = ((props: P) => JSX.Element) & {
  readonly islandName?: Name;
};

/**
 * Present only while the server renders a public page in islands: each island then leaves a
 * slot in the page and is rendered alone, by name, with the runtime the browser hydrates it
 * with (src/boot/render-island.tsx), so the browser can hydrate it alone with the same tree
 * (and the same ids).
 */
export const IslandCollectorContext = createContext<Map<string, CollectedIsland> | null>(null);

/** The text the page's render leaves in an island's element, replaced by the island's HTML. */
export const islandSlot = (id: string) => `<!--island:${id}-->`;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sh-island': JSX.IntrinsicElements['div'] & {
        'data-island': string;
        'data-island-id': string;
        'data-props': string;
      };
    }
  }
}

/**
 * Marks `Component` as an island called `name` (its loader is in registry.ts). Inside the
 * single-page app, and inside an island's own render, it is the component itself; in a public
 * page rendered by the server, it is an element with the island's name and props, which the
 * browser hydrates on its own (src/boot/start-islands.tsx). Props must be plain JSON.
 */
export function defineIsland<const Name extends string, P extends object>(
  name: Name,
  Component: ComponentType<P>,
): NamedIsland<Name, P> {
  function Island(props: P) {
    const collector = useContext(IslandCollectorContext);
    // The same on every render of this position: a stable, unique prefix for the island's ids.
    const reactId = useId();
    if (!collector) return <Component {...props} />;
    const id = `${name}${reactId.replace(/[^a-zA-Z0-9]/g, '')}`;
    collector.set(id, { id, name, props });
    return (
      <sh-island
        data-island={name}
        data-island-id={id}
        data-props={JSON.stringify(props)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a comment the server replaces with the island's own render.
        dangerouslySetInnerHTML={{ __html: islandSlot(id) }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
