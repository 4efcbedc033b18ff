import type { DoneActorEvent } from 'xstate';
import { endSessionOnUnauthorized } from './signed-in-call';

/**
 * The Loading state of a signed-in page that shows one list (the devices, the releases): it
 * calls `src` (the invoke has the same id); the answer is kept by `assignLoaded` and the list is
 * Shown; a 401 ends the session (LoggedOut); any other failure goes to LoadFailed, its error given
 * to `assignLoadError`. Called with the answer's type first: `loadingList<DeviceList>()(...)`.
 */
export const loadingList =
  <TOutput>() =>
  <const TSrc extends string>(src: TSrc) =>
    ({
      tags: ['busy', 'loading'],
      invoke: {
        id: src,
        src,
        onDone: {
          target: 'Shown',
          actions: {
            type: 'assignLoaded',
            params: ({ event }: { event: DoneActorEvent<TOutput> }) => event.output,
          },
        },
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'LoadFailed',
            actions: {
              type: 'assignLoadError',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        ],
      },
    }) as const;

/** Where a 401 leaves such a page: the session machine takes the person to /login. */
export const loggedOutState = {
  description: 'A 401: the session ended and /login is next.',
  type: 'final',
} as const;
