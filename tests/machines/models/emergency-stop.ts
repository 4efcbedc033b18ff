import type { StopState } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, PATHS_START, type PathModel } from './path-model';
import { networkDown } from './samples';

export const trading: StopState = { stopped: false, changedAt: 0 };
export const stopped: StopState = { stopped: true, changedAt: PATHS_START - 60 * 60 * 1000 };

export const emergencyStopModel: PathModel = {
  inputs: [undefined],
  events: [
    { type: 'stop.request' },
    { type: 'resume.request' },
    { type: 'change.confirm' },
    { type: 'change.cancel' },
    { type: 'stop.retry' },
  ],
  // Each call may answer either state: a stop or resume pressed elsewhere meanwhile.
  actorOutputs: {
    loadStop: [trading, stopped],
    stop: [stopped, trading],
    resume: [trading, stopped],
  },
  actorErrors: {
    loadStop: [networkDown, httpError(401)],
    stop: [httpError(401), networkDown],
    resume: [httpError(401), networkDown],
  },
  invariants: [
    {
      description: 'nothing is stopped or resumed without a confirmation first',
      holds: (snapshot, step) =>
        !(entered('Stopping', snapshot, step) || entered('Resuming', snapshot, step)) ||
        Boolean(
          step.previous?.matches('ConfirmingStop') || step.previous?.matches('ConfirmingResume'),
        ),
    },
    {
      description: 'what is shown is what the server last answered',
      holds: (snapshot) =>
        !(snapshot.matches('Stopped') || snapshot.matches('Trading')) ||
        snapshot.context.state?.stopped === snapshot.matches('Stopped'),
    },
    {
      description: 'a failure says why',
      holds: (snapshot, { event }) =>
        !event.type.startsWith('xstate.error.actor') ||
        snapshot.matches('LoggedOut') ||
        snapshot.context.error !== null,
    },
  ],
};
