/**
 * In the browser, the start of an `islands` or `runtime-islands` page (the public pages,
 * /login): wakes each island in its own root, on Preact; built apart
 * (scripts/prerender/islands-build.ts) and loaded by browser-entry.tsx.
 */
import { options } from 'preact';
import { hydrateRoot } from 'react-dom/client';
import { readSiteSettings } from '../services/site-settings';
import { IslandRoot } from '../ui/public/islands/island-root';
import { asleepIslandOf, ISLAND_TAG } from '../ui/public/islands/island-tag';
import { isIslandName, islandLoaders } from '../ui/public/islands/registry';
import type { HeldInteractions } from './early-interactions';

/** Islands this close to the viewport wake before they scroll into view. */
const NEAR_VIEWPORT = '300px';
/** Where the browser has no idle callback, the next asleep island wakes after this. */
const IDLE_FALLBACK_MS = 300;

/**
 * Runs `callback` in a task of its own: with a message, not a timer, which a paused clock (a
 * test's) would hold back.
 */
function inATaskOfItsOwn(callback: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

// Preact runs effects after the next frame (an animation frame, or a timer in a tab that draws
// none); in a task of their own instead, as React does: an island is ready as soon as its
// effects have run, whatever the frame rate, and a paused clock (a test's) does not hold it.
options.requestAnimationFrame = inATaskOfItsOwn;

const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window
    ? requestIdleCallback(callback)
    : setTimeout(callback, IDLE_FALLBACK_MS);

/**
 * Hydrates each island of a server-rendered public page on its own (see island.tsx), in its
 * own root, with the islands' runtime (Preact, scripts/prerender/islands-build.ts): those in or
 * near the viewport at once, the others as they near it, one per idle moment, or on the first
 * interaction with them, whichever comes first. Taps held meanwhile are replayed when their
 * island is ready.
 */
export function hydrateIslands(held: HeldInteractions) {
  const siteSettings = readSiteSettings();
  const asleep = new Set(document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`));

  const hydrate = async (element: HTMLElement) => {
    const name = element.dataset.island;
    if (!isIslandName(name)) throw new Error(`The page holds an unknown island: ${name}`);
    const Component = await islandLoaders[name]();
    const props = JSON.parse(element.dataset.props ?? '{}') as object;
    // Once the island's effects have run, so a replayed click reaches its handlers. The island
    // counts as asleep until then: a tap in between is held too, and replayed after what was
    // typed before hydration is typed again (else a login submitted in that gap would send the
    // e-mail as still empty).
    const ready = () =>
      inATaskOfItsOwn(() => {
        element.dataset.hydrated = '';
        held.release(element);
      });
    hydrateRoot(
      element,
      <IslandRoot siteSettings={siteSettings} id={element.dataset.islandId ?? name} onReady={ready}>
        <Component {...props} />
      </IslandRoot>,
    );
  };
  const wake = async (element: HTMLElement) => {
    if (!asleep.delete(element)) return;
    for (const child of element.children) observer.unobserve(child);
    try {
      await hydrate(element);
    } catch (error) {
      // Its code could not load (offline, a new release): the island stays as the server drew
      // it, readable, its links still links; what it held goes to the browser as it is.
      element.dataset.failed = '';
      held.release(element);
      console.error(error);
    }
  };
  const wakeZone = (zone: Element) => {
    if (zone instanceof HTMLElement) void wake(zone);
  };

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = entry.target.parentElement;
        if (entry.isIntersecting && island) void wake(island);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  // An island's element has no box of its own (`display: contents`), so is never seen
  // intersecting: what it draws is watched instead.
  for (const element of asleep) {
    for (const child of element.children) observer.observe(child);
  }

  // A tap held before now, or from now on, wakes its island at once.
  for (const zone of held.holdingZones()) wakeZone(zone);
  held.onHold(wakeZone);
  // Pointing at or focusing an island starts waking it before the click lands.
  for (const type of ['pointerdown', 'focusin', 'keydown']) {
    document.addEventListener(
      type,
      (event) => {
        const zone = event.target instanceof Element ? asleepIslandOf(event.target) : null;
        if (zone) wakeZone(zone);
      },
      { capture: true, passive: true },
    );
  }

  const wakeNextWhenIdle = () => {
    const [next] = asleep;
    if (!next) return;
    whenIdle(() => {
      void wake(next);
      wakeNextWhenIdle();
    });
  };
  wakeNextWhenIdle();
}
