import { assign, setup } from 'xstate';
import { authenticatorTexts as texts } from '../../content/authenticator-app';
import type { TotpSetup, TotpStatus } from '../../services/contract';
import type { FieldIssue } from '../form/fields';
import { loggedOutState } from '../load-list';
import { notProvided } from '../not-provided';
import { serverMessage } from '../server-message';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';
import { failure, type Notice, success } from '../wizard-notice';

type AuthenticatorContext = {
  status: TotpStatus | null;
  /** The pending set-up's key and QR address, until a code confirms it. */
  setup: TotpSetup | null;
  /** Shown once, right after they are made. */
  recoveryCodes: string[];
  code: string;
  password: string;
  issues: FieldIssue[];
  notice: Notice | null;
};

export type AuthenticatorEvent =
  | { type: 'setup.start' }
  | { type: 'setup.cancel' }
  | { type: 'code.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'confirm.submit' }
  | { type: 'renew.submit' }
  | { type: 'off.submit' }
  | { type: 'codes.done' };

const codeIssue = (code: string): FieldIssue[] =>
  /^\d{6}$/.test(code.replace(/\s/g, '')) ? [] : [{ field: 'code', message: texts.codeRequired }];

const cleanCode = (code: string) => code.replace(/\s/g, '');

const onError = (target: string) => [
  endSessionOnUnauthorized('LoggedOut'),
  {
    target,
    actions: {
      type: 'assignFailure' as const,
      params: ({ event }: { event: { error: unknown } }) => event.error,
    },
  },
];

/**
 * The Security page's authenticator app card (issue 35): off, then a set-up with the key and
 * its QR code, confirmed by a code; the recovery codes shown once; on, with new recovery codes
 * (a code) and turning off (the password and a code). A 401 ends the session.
 */
export const authenticatorMachine = setup({
  types: {
    context: {} as AuthenticatorContext,
    events: {} as AuthenticatorEvent,
  },
  actors: {
    loadStatus: notProvided<TotpStatus, void>('loadStatus'),
    start: notProvided<TotpSetup, void>('start'),
    confirm: notProvided<{ recoveryCodes: string[] }, string>('confirm'),
    renew: notProvided<{ recoveryCodes: string[] }, string>('renew'),
    turnOff: notProvided<void, { password: string; code: string }>('turnOff'),
  },
  actions: {
    endSession: () => {},
    assignCode: assign((_, value: string) => ({ code: value, issues: [] })),
    assignPassword: assign((_, value: string) => ({ password: value, issues: [] })),
    assignCodeIssue: assign(({ context }) => ({ issues: codeIssue(context.code), notice: null })),
    assignOffIssues: assign(({ context }) => ({
      issues: [
        ...(context.password ? [] : [{ field: 'password', message: texts.passwordRequired }]),
        ...codeIssue(context.code),
      ],
      notice: null,
    })),
    clearMessages: assign({ issues: [], notice: null }),
    assignStatus: assign((_, status: TotpStatus) => ({ status })),
    assignSetup: assign((_, started: TotpSetup) => ({ setup: started, code: '' })),
    assignCodes: assign((_, made: { recoveryCodes: string[] }) => ({
      recoveryCodes: made.recoveryCodes,
      setup: null,
      code: '',
      status: { enabled: true, recoveryCodesLeft: made.recoveryCodes.length },
    })),
    forgetCodes: assign({ recoveryCodes: [] }),
    forgetSetup: assign({ setup: null, code: '', issues: [], notice: null }),
    assignOff: assign({
      status: { enabled: false, recoveryCodesLeft: 0 },
      code: '',
      password: '',
      notice: success(texts.turnedOff),
    }),
    assignFailure: assign((_, error: unknown) => ({
      notice: failure(serverMessage(error) ?? texts.failed),
    })),
  },
  guards: {
    isOn: (_, status: TotpStatus) => status.enabled,
    isCodeValid: ({ context }) => codeIssue(context.code).length === 0,
    canTurnOff: ({ context }) => context.password !== '' && codeIssue(context.code).length === 0,
    isUnauthorized: isUnauthorizedGuard,
  },
}).createMachine({
  id: 'authenticatorApp',
  context: {
    status: null,
    setup: null,
    recoveryCodes: [],
    code: '',
    password: '',
    issues: [],
    notice: null,
  },
  initial: 'Loading',
  states: {
    Loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'isOn', params: ({ event }) => event.output },
            target: 'On',
            actions: { type: 'assignStatus', params: ({ event }) => event.output },
          },
          {
            target: 'Off',
            actions: { type: 'assignStatus', params: ({ event }) => event.output },
          },
        ],
        onError: onError('Failed'),
      },
    },
    Failed: {},
    Off: {
      on: { 'setup.start': { target: 'Starting', actions: 'clearMessages' } },
    },
    Starting: {
      tags: ['busy'],
      invoke: {
        id: 'start',
        src: 'start',
        onDone: {
          target: 'Pending',
          actions: { type: 'assignSetup', params: ({ event }) => event.output },
        },
        onError: onError('Off'),
      },
    },
    Pending: {
      on: {
        'code.change': { actions: { type: 'assignCode', params: ({ event }) => event.value } },
        'confirm.submit': [
          { guard: 'isCodeValid', target: 'Confirming', actions: 'clearMessages' },
          { actions: 'assignCodeIssue' },
        ],
        'setup.cancel': { target: 'Off', actions: 'forgetSetup' },
      },
    },
    Confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => cleanCode(context.code),
        onDone: {
          target: 'ShowingCodes',
          actions: { type: 'assignCodes', params: ({ event }) => event.output },
        },
        onError: onError('Pending'),
      },
    },
    ShowingCodes: {
      on: { 'codes.done': { target: 'On', actions: 'forgetCodes' } },
    },
    On: {
      on: {
        'code.change': { actions: { type: 'assignCode', params: ({ event }) => event.value } },
        'password.change': {
          actions: { type: 'assignPassword', params: ({ event }) => event.value },
        },
        'renew.submit': [
          { guard: 'isCodeValid', target: 'Renewing', actions: 'clearMessages' },
          { actions: 'assignCodeIssue' },
        ],
        'off.submit': [
          { guard: 'canTurnOff', target: 'TurningOff', actions: 'clearMessages' },
          { actions: 'assignOffIssues' },
        ],
      },
    },
    Renewing: {
      tags: ['busy'],
      invoke: {
        id: 'renew',
        src: 'renew',
        input: ({ context }) => cleanCode(context.code),
        onDone: {
          target: 'ShowingCodes',
          actions: { type: 'assignCodes', params: ({ event }) => event.output },
        },
        onError: onError('On'),
      },
    },
    TurningOff: {
      tags: ['busy'],
      invoke: {
        id: 'turnOff',
        src: 'turnOff',
        input: ({ context }) => ({ password: context.password, code: cleanCode(context.code) }),
        onDone: { target: 'Off', actions: 'assignOff' },
        onError: onError('On'),
      },
    },
    LoggedOut: loggedOutState,
  },
});
