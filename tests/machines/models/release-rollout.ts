import type { AnyMachineSnapshot } from 'xstate';
import type { RolloutRequest } from '../../../src/services/admin-releases';
import { httpError } from '../support/fixtures';
import { entered, type PathEvent, type PathModel } from './path-model';
import { networkDown } from './samples';

const raise: RolloutRequest = {
  kind: 'rollout',
  version: '2.1.0',
  percent: 25,
  halted: false,
  draft: false,
};
const yank: RolloutRequest = { kind: 'yank', version: '2.1.0' };
const halt: RolloutRequest = { kind: 'halt', version: '2.1.0' };
const minimum: RolloutRequest = { kind: 'minimumVersion', current: '1.0.2' };

/**
 * Each change opened from rest; in the dialog, a value its rule refuses and one it takes (per
 * kind, so the state space stays small), then confirm or cancel.
 */
function events(snapshot: AnyMachineSnapshot): PathEvent[] {
  const opens = [raise, yank, halt, minimum].map((request) => ({
    type: 'rollout.open',
    request,
  }));
  if (!snapshot.matches('Editing')) {
    return [...opens, { type: 'rollout.confirm' }, { type: 'rollout.dismiss' }];
  }
  const request = snapshot.context.request as RolloutRequest;
  const values: Record<RolloutRequest['kind'], [string, string]> = {
    rollout: ['20', '50'],
    yank: ['no', 'Clicks land on the wrong monitor'],
    halt: ['', ''],
    minimumVersion: ['two', '2.0.0'],
  };
  const [refused, taken] = values[request.kind];
  return [
    ...(request.kind === 'halt'
      ? []
      : [
          { type: 'rollout.change', value: refused },
          { type: 'rollout.change', value: taken },
        ]),
    { type: 'rollout.confirm' },
    { type: 'rollout.cancel' },
  ];
}

export const releaseRolloutModel: PathModel = {
  inputs: [undefined],
  events,
  actorOutputs: { run: [{ ok: true }] },
  actorErrors: {
    run: [httpError(401), httpError(409, { message: '2.1.0 is halted already.' }), networkDown],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'nothing runs unless its field passes its rule',
      holds: (snapshot, step) =>
        !entered('Running', snapshot, step) || snapshot.context.issue === null,
    },
    {
      description: 'a refused value names its problem and sends nothing',
      holds: (snapshot, step) =>
        !(step.event.type === 'rollout.confirm' && step.previous?.matches('Editing')) ||
        snapshot.matches('Running') ||
        snapshot.context.issue !== null,
    },
    {
      description: 'a failure keeps the dialog open with its reason',
      holds: (snapshot, { event }) =>
        !event.type.startsWith('xstate.error.actor') ||
        snapshot.matches('Idle') ||
        (snapshot.matches('Editing') && snapshot.context.errorMessage !== null),
    },
  ],
};
