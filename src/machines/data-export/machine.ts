import { assign, setup } from 'xstate';
import { securityPage } from '../../content/security';
import { loggedOutState } from '../load-list';
import { notProvided } from '../not-provided';
import { serverMessage } from '../server-message';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';
import { failure, type Notice, success } from '../wizard-notice';

const texts = securityPage.data;

export type DataExportEvent = { type: 'export.start' };

/**
 * "Download my data" (issue 35): one call for everything the product holds about the customer,
 * handed to the browser as a JSON file (`saveFile`); a second press waits for the first. A
 * failure says why (a limit says when to try again); a 401 ends the session.
 */
export const dataExportMachine = setup({
  types: {
    context: {} as { notice: Notice | null },
    events: {} as DataExportEvent,
  },
  actors: {
    exportData: notProvided<unknown>('exportData'),
  },
  actions: {
    endSession: () => {},
    saveFile: (_, _data: unknown) => {},
    assignSaved: assign({ notice: success(texts.downloaded) }),
    assignFailure: assign((_, error: unknown) => ({
      notice: failure(serverMessage(error) ?? texts.downloadFailed),
    })),
  },
  guards: { isUnauthorized: isUnauthorizedGuard },
}).createMachine({
  id: 'dataExport',
  context: { notice: null },
  initial: 'Idle',
  states: {
    Idle: { on: { 'export.start': 'Exporting' } },
    Exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportData',
        src: 'exportData',
        onDone: {
          target: 'Idle',
          actions: [
            {
              type: 'saveFile',
              params: ({ event }: { event: { output: unknown } }) => event.output,
            },
            'assignSaved',
          ],
        },
        onError: [
          endSessionOnUnauthorized('LoggedOut'),
          {
            target: 'Idle',
            actions: {
              type: 'assignFailure',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
          },
        ],
      },
    },
    LoggedOut: loggedOutState,
  },
});
