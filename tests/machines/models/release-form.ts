import type { AnyMachineSnapshot } from 'xstate';
import { httpError } from '../support/fixtures';
import { entered, nextField, type PathModel } from './path-model';

export const installer = new File(['placeholder'], 'SignalHand-2.5.0-win-x64.zip', {
  type: 'application/zip',
});
/** The installer's `.sig`, as `npm run release -- sign` wrote it. */
export const signature = new File(['c2lnbmVk\n'], 'SignalHand-2.5.0-win-x64.zip.sig');

/** Filled in screen order, one field at a time, then a file; then a field emptied again. */
function formEvents(snapshot: AnyMachineSnapshot) {
  if (!snapshot.matches('Editing')) return [{ type: 'form.open' }];
  const { values, files, signatures } = snapshot.context;
  const next = nextField(values, [
    ['version', '2.5.0'],
    ['features', 'Device sign-in\nA release feed'],
  ]);
  const file = files['windows-x64']
    ? [{ type: 'file.choose', platform: 'windows-x64', file: null }]
    : [{ type: 'file.choose', platform: 'windows-x64', file: installer }];
  const sign = {
    type: 'signature.choose',
    platform: 'windows-x64',
    file: signatures['windows-x64'] ? null : signature,
  };
  return [...next, ...file, sign, { type: 'form.submit' }, { type: 'form.close' }];
}

export const releaseFormModel: PathModel = {
  inputs: [{ today: '2026-01-01' }],
  events: formEvents,
  actorOutputs: { createRelease: [undefined] },
  actorErrors: {
    createRelease: [
      httpError(409, { message: 'Version 2.5.0 exists already.' }),
      httpError(401),
      httpError(500),
    ],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'a release is sent only with a version, a note and a file',
      holds: (snapshot, step) =>
        !entered('Saving', snapshot, step) ||
        (snapshot.context.values.version === '2.5.0' &&
          snapshot.context.values.features !== '' &&
          Object.keys(snapshot.context.files).length > 0),
    },
    {
      description: 'an opened form starts empty, dated today',
      holds: (snapshot, step) =>
        !(entered('Editing', snapshot, step) && step.event.type === 'form.open') ||
        (snapshot.context.values.version === '' &&
          snapshot.context.values.date === '2026-01-01' &&
          Object.keys(snapshot.context.files).length === 0),
    },
  ],
};
