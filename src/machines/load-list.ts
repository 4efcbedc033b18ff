import { networkMessages } from '../content/network-messages';
import { endSessionOnUnauthorized } from './signed-in-call';
import { messageOf } from './subscription/page-states';

/**
 * The Loading state of a signed-in page that loads what it shows in one call (the devices, the
 * releases, the subscription, the settings): it calls `src` (the invoke has the same id); the
 * answer is kept by `assignLoaded` and the page is Shown; a 401 ends the session (LoggedOut); any
 * other failure goes to LoadFailed, `assignError` keeping what to tell the person. Called with the
 * answer's type first: `loadingState<DeviceList>()('loadDevices')`.
 */
export const loadingState =
  <TLoaded>() =>
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
            params: ({ event }: { event: { output: TLoaded } }) => event.output,
          },
        },
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'LoadFailed',
            actions: {
              type: 'assignError',
              params: ({ event }: { event: { error: unknown } }) =>
                messageOf(event.error, networkMessages.fallback),
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
