import type { AnyMachineSnapshot } from 'xstate';
import type { Passkey } from '../../../src/services/contract';
import { PasskeyCeremonyError } from '../../../src/services/passkey-ceremony';
import { httpError } from '../support/fixtures';
import { entered, type PathEvent, type PathModel } from './path-model';
import { networkDown, validPassword } from './samples';

const laptop: Passkey = {
  id: 'passkey-1',
  name: 'Work laptop',
  createdAt: Date.parse('2026-01-01T08:00:00Z'),
  lastUsedAt: null,
  synced: false,
};
const phone: Passkey = { ...laptop, id: 'passkey-2', name: 'Phone', synced: true };

/** What a person does in each state: the card's buttons, a blank then a real name, the password. */
function events(snapshot: AnyMachineSnapshot): PathEvent[] {
  const name: PathEvent[] = [
    { type: 'name.change', value: ' ' },
    { type: 'name.change', value: 'Desk' },
  ];
  const password: PathEvent = { type: 'password.change', value: validPassword };
  const cancel: PathEvent = { type: 'form.cancel' };
  if (snapshot.matches('LoadFailed')) return [{ type: 'passkeys.retry' }];
  if (snapshot.matches('Shown')) {
    const listed = (snapshot.context.list ?? []) as Passkey[];
    return [
      { type: 'add.start' },
      ...listed.flatMap((passkey) => [
        { type: 'rename.start', id: passkey.id },
        { type: 'remove.start', id: passkey.id },
      ]),
    ];
  }
  if (snapshot.matches('Adding')) return [...name, password, { type: 'add.submit' }, cancel];
  if (snapshot.matches('Renaming')) return [...name, { type: 'rename.submit' }, cancel];
  if (snapshot.matches('ConfirmingRemoval')) return [password, { type: 'remove.submit' }, cancel];
  return [];
}

export const passkeysModel: PathModel = {
  inputs: [{ supported: true }, { supported: false }],
  events,
  actorOutputs: {
    loadPasskeys: [[laptop, phone], []],
    add: [laptop],
    rename: [{ ...laptop, name: 'Desk' }],
    remove: [undefined],
  },
  actorErrors: {
    loadPasskeys: [networkDown, httpError(401)],
    add: [
      httpError(403, { message: 'Your password is not right.' }),
      new PasskeyCeremonyError(new DOMException('cancelled', 'NotAllowedError')),
      httpError(401),
    ],
    rename: [httpError(404, { message: 'No such passkey.' }), httpError(401)],
    remove: [httpError(403, { message: 'Your password is not right.' }), httpError(401)],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'nothing is sent without a name, or without the password where it is asked',
      holds: (snapshot) =>
        !(snapshot.matches('Creating') || snapshot.matches('SavingName')) ||
        (snapshot.context.name.trim() !== '' &&
          (snapshot.matches('SavingName') || snapshot.context.password !== '')),
    },
    {
      description: 'a browser that cannot make passkeys never starts adding one',
      holds: (snapshot) => snapshot.context.supported || !snapshot.matches('Adding'),
    },
    {
      description: 'a change done says so, and the list is read again',
      holds: (snapshot, step) =>
        !(entered('Loading', snapshot, step) && step.previous?.hasTag('busy')) ||
        snapshot.context.notice?.status === 'success',
    },
    {
      description: 'a failed change says why and forgets the password',
      holds: (snapshot, step) =>
        !step.event.type.startsWith('xstate.error') ||
        snapshot.matches('LoggedOut') ||
        snapshot.matches('LoadFailed') ||
        (snapshot.context.notice?.status === 'error' && snapshot.context.password === ''),
    },
  ],
};
