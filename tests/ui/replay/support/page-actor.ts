import type { AnyActor, AnyActorRef, AnyMachineSnapshot, InspectionEvent } from 'xstate';

/**
 * Stands in for the Stately inspector hook (`src/machines/inspector.ts`), which every page passes
 * to the actors it creates: it keeps the root actors by machine id, so a replay can deliver
 * timers the way time would and say which state the page's own machine reached.
 * `vi.mock('<...>/src/machines/inspector', () => import('./support/page-actor'))`
 */
const roots = new Map<string, AnyActorRef>();

export function inspect(event: InspectionEvent): void {
  if (event.type !== '@xstate.actor' || event.actorRef.sessionId !== event.rootId) return;
  const actor = event.actorRef as AnyActor;
  const { id } = actor.logic as { id?: string };
  if (id) roots.set(id, actor);
}

export const connectInspector = (): void => {};

/** The page's actor of a machine (the last one a render created). */
export function pageActor(machineId: string): AnyActorRef {
  const actor = roots.get(machineId);
  if (!actor) throw new Error(`the page created no '${machineId}' actor`);
  return actor;
}

export const pageSnapshot = (machineId: string) =>
  pageActor(machineId).getSnapshot() as AnyMachineSnapshot;

export function forgetPageActors(): void {
  roots.clear();
}
