import type { AnyMachineSnapshot } from 'xstate';
import { isDirty } from '../../../src/machines/admin-script-form/machine';
import type { ScriptFormField } from '../../../src/machines/admin-script-form/values';
import { scriptIssues } from '../../../src/machines/admin-script-form/values';
import type { AdminScript } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, nextField, type PathEvent, type PathModel } from './path-model';
import { networkDown } from './samples';

const stored: AdminScript = {
  id: 'script-1',
  scriptName: 'Opening Range Scout',
  scriptDescription: 'Signals the breakout of the first 15 minutes.',
  scriptImageUrl: '/scripts/ema-crossover-pro.svg',
  platform: 'TradingView',
  application: 'Futures',
  price: '39.50',
  brokerage: 'Tradovate',
  createdOn: '2026-01-01T00:00:00.000Z',
  contentType: 'text/plain; charset=utf-8',
  published: false,
  privateTo: null,
  owners: 0,
  updatedAt: '2026-01-01T09:00:00.000Z',
  contentKind: 'file',
  content: '//@version=5',
  contentFileName: 'scout.pine',
  contentLink: '',
};

/** One field after another, in screen order, until the form is whole (a new script). */
const samples: Array<[ScriptFormField, string]> = [
  ['scriptName', stored.scriptName],
  ['scriptDescription', stored.scriptDescription],
  ['platform', stored.platform],
  ['application', stored.application],
  ['price', stored.price],
  ['brokerage', stored.brokerage],
  ['content', stored.content],
  ['contentFileName', stored.contentFileName],
];

const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'scout.png', {
  type: 'image/png',
});

const editing = (snapshot: AnyMachineSnapshot): PathEvent[] => [
  ...nextField<ScriptFormField>(snapshot.context.values, samples),
  { type: 'form.submit' },
  { type: 'image.choose', file: picture },
];

export const adminScriptFormModel: PathModel = {
  inputs: [
    { scriptId: null, today: '2026-01-01' },
    { scriptId: stored.id, today: '2026-01-01' },
  ],
  events: (snapshot) => {
    if (snapshot.matches('LoadFailed')) return [{ type: 'load.retry' }];
    if (snapshot.matches('Editing')) return editing(snapshot);
    if (snapshot.matches('Saved') || snapshot.matches('Failed')) {
      // After a save: one more edit (the price), another save, a new picture, or a publish.
      return [
        ...(snapshot.context.values.price === '45'
          ? []
          : [{ type: 'field.change', field: 'price', value: '45' }]),
        { type: 'form.submit' },
        { type: 'image.choose', file: picture },
        { type: 'script.changed', script: { ...stored, published: true } },
      ];
    }
    return [];
  },
  actorOutputs: {
    loadScript: [stored],
    saveScript: [stored],
    uploadImage: [{ scriptImageUrl: '/files/script-images/a.png' }],
  },
  actorErrors: {
    loadScript: [httpError(401), networkDown],
    saveScript: [
      httpError(409, {
        message: 'Taken',
        errors: { scriptName: 'A script named Opening Range Scout is already in the catalogue.' },
      }),
      httpError(401),
    ],
    uploadImage: [
      httpError(422, { message: 'Wrong kind', errors: { image: 'The picture must be a PNG.' } }),
      httpError(401),
      networkDown,
    ],
  },
  simplePaths: false,
  limit: 20_000,
  invariants: [
    {
      description: 'a script is saved only once every field passes the contract rules',
      holds: (snapshot) =>
        !snapshot.matches('Saving') || scriptIssues(snapshot.context.values).length === 0,
    },
    {
      description: 'a saved form is not dirty, and holds the stored script',
      holds: (snapshot, step) =>
        !entered('Saved', snapshot, step) ||
        (!isDirty(snapshot.context) && snapshot.context.scriptId === stored.id),
    },
    {
      description: 'a failed save says why',
      holds: (snapshot) => !snapshot.matches('Failed') || snapshot.context.errorMessage !== null,
    },
  ],
};
