import type { EventObject } from 'xstate';
import type { CustomRequestField } from '../../../src/machines/custom-request/machine';
import { collectIssues } from '../../../src/machines/form/fields';
import { CustomScriptRequestSchema } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, nextField, type PathModel } from './path-model';
import { networkDown } from './samples';

const customRequestSamples: Array<[CustomRequestField, string]> = [
  ['name', 'ES opening drive'],
  ['description', 'Buy the first pullback after the opening drive.'],
  ['platform', 'Kraken'],
  ['phoneNumber', '555 010 2030'],
];

export const customRequestModel: PathModel = {
  inputs: [undefined],
  events: (snapshot) => {
    if (snapshot.matches('Closed')) return [{ type: 'dialog.open' }];
    if (snapshot.matches({ Open: 'Editing' }))
      return [
        ...nextField<CustomRequestField>(snapshot.context.values, customRequestSamples),
        { type: 'form.submit' },
        { type: 'dialog.close' },
      ];
    return [];
  },
  actorOutputs: { submitRequest: [{ success: true }, { success: false }] },
  actorErrors: { submitRequest: [httpError(401), httpError(500), networkDown] },
  simplePaths: false,
  invariants: [
    {
      description: 'the success message shows only after a success answer, with the form cleared',
      holds: (snapshot, step) =>
        !entered({ Closed: 'Announcing' }, snapshot, step) ||
        (step.event.type === 'xstate.done.actor.submitRequest' &&
          (step.event as EventObject & { output: { success: boolean } }).output.success &&
          Object.values(snapshot.context.values).every((value) => value === '')),
    },
    {
      description: 'the request is only sent once every field passes its rules',
      holds: (snapshot) =>
        !snapshot.matches({ Open: 'Submitting' }) ||
        collectIssues(CustomScriptRequestSchema, snapshot.context.values).length === 0,
    },
    {
      description: 'field problems and the failure message never show together',
      holds: ({ context }) => !(context.issues.length > 0 && context.errorMessage),
    },
  ],
};
