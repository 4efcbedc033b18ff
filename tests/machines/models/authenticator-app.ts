import type { AnyMachineSnapshot } from 'xstate';
import { httpError } from '../support/fixtures';
import type { PathEvent, PathModel } from './path-model';
import { networkDown, validPassword } from './samples';

const recoveryCodes = Array.from({ length: 10 }, (_, n) => `abcde-fgh${n}k`);

/** What a person does in each state: a short code, a right-shaped one, the password, the buttons. */
function events(snapshot: AnyMachineSnapshot): PathEvent[] {
  const code: PathEvent[] = [
    { type: 'code.change', value: '12' },
    { type: 'code.change', value: '123456' },
  ];
  if (snapshot.matches('Off')) return [{ type: 'setup.start' }];
  if (snapshot.matches('Pending')) {
    return [...code, { type: 'confirm.submit' }, { type: 'setup.cancel' }];
  }
  if (snapshot.matches('ShowingCodes')) return [{ type: 'codes.done' }];
  if (snapshot.matches('On')) {
    return [
      ...code,
      { type: 'password.change', value: validPassword },
      { type: 'renew.submit' },
      { type: 'off.submit' },
    ];
  }
  return [];
}

export const authenticatorAppModel: PathModel = {
  inputs: [undefined],
  events,
  actorOutputs: {
    loadStatus: [
      { enabled: false, recoveryCodesLeft: 0 },
      { enabled: true, recoveryCodesLeft: 7 },
    ],
    start: [{ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/SignalHand:ada?x=1' }],
    confirm: [{ recoveryCodes }],
    renew: [{ recoveryCodes }],
    turnOff: [undefined],
  },
  actorErrors: {
    loadStatus: [networkDown, httpError(401)],
    start: [networkDown, httpError(401)],
    confirm: [httpError(403, { message: 'The code is not right.' }), httpError(401)],
    renew: [httpError(403, { message: 'The code is not right.' }), httpError(401)],
    turnOff: [httpError(403, { message: 'Your password is not right.' }), httpError(401)],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'a code is only sent as six digits',
      holds: (snapshot) =>
        !(
          snapshot.matches('Confirming') ||
          snapshot.matches('Renewing') ||
          snapshot.matches('TurningOff')
        ) || /^\d{6}$/.test(snapshot.context.code),
    },
    {
      description: 'turning off is only asked with the password',
      holds: (snapshot) => !snapshot.matches('TurningOff') || snapshot.context.password !== '',
    },
    {
      description: 'the recovery codes are held only while shown',
      holds: (snapshot) =>
        snapshot.matches('ShowingCodes') === snapshot.context.recoveryCodes.length > 0,
    },
  ],
};
