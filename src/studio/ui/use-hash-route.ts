import { useSyncExternalStore } from 'react';

/**
 * The studio's address, in the hash so that a static copy opened from the disk routes too:
 * `#/` the machines, `#/machine/<name>?steps=3.0.5` a machine played to a position (from the
 * path model's first input, or `input=<index>`),
 * `#/machine/<name>/paths?to=<state id>` its paths.
 */
export type Route =
  | { page: 'index' }
  | { page: 'machine'; name: string; steps: number[]; input: number }
  | { page: 'paths'; name: string; to: string };

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(query);
  const [, section, name, view] = path.split('/');
  if (section !== 'machine' || !name) return { page: 'index' };
  if (view === 'paths')
    return { page: 'paths', name: decodeURIComponent(name), to: params.get('to') ?? '' };
  const steps = (params.get('steps') ?? '')
    .split('.')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  const input = Number(params.get('input') ?? 0);
  return {
    page: 'machine',
    name: decodeURIComponent(name),
    steps,
    input: Number.isInteger(input) && input >= 0 ? input : 0,
  };
}

export function routeHash(route: Route, state?: string): string {
  if (route.page === 'index') return '#/';
  const base = `#/machine/${encodeURIComponent(route.name)}`;
  if (route.page === 'paths')
    return `${base}/paths${route.to ? `?to=${encodeURIComponent(route.to)}` : ''}`;
  const params = new URLSearchParams();
  if (route.input > 0) params.set('input', String(route.input));
  if (route.steps.length) params.set('steps', route.steps.join('.'));
  // The state is there for a reader of the link; the steps alone decide where play is.
  if (state) params.set('state', state);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export function useHashRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}

export function navigate(route: Route, state?: string): void {
  window.location.hash = routeHash(route, state);
}
