import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector hook-up. Views pass `{ inspect }` when they create an actor; in a
 * production build it is `undefined` and costs nothing. With `npm run dev:inspect`, `start-app.tsx`
 * connects the browser inspector before the app renders, so product owners watch real actors.
 */
let receiver: Observer<InspectionEvent> | undefined;

export function connectInspector(observer: Observer<InspectionEvent>): void {
  receiver = observer;
}

export const inspect: ((event: InspectionEvent) => void) | undefined = import.meta.env?.DEV
  ? (event) => receiver?.next?.(event)
  : undefined;
