import { assign, setup } from 'xstate';
import { passkeyTexts as texts } from '../../content/passkeys';
import { PASSKEY_NAME_MAX, type Passkey } from '../../services/contract';
import { PasskeyCeremonyError } from '../../services/passkey-ceremony';
import type { FieldIssue } from '../form/fields';
import { loadingState, loggedOutState } from '../load-list';
import { notProvided } from '../not-provided';
import { serverMessage } from '../server-message';
import { endSessionOnUnauthorized, isUnauthorizedGuard } from '../signed-in-call';
import { failure, type Notice, success } from '../wizard-notice';

type PasskeysContext = {
  /** Whether the browser can make passkeys (WebAuthn); without it the card only lists them. */
  supported: boolean;
  /** The passkeys as loaded: null until the first answer. */
  list: Passkey[] | null;
  /** Why the list could not be loaded. */
  error: string | null;
  /** The name typed for a new passkey, or for the one being renamed. */
  name: string;
  password: string;
  /** The passkey being renamed or removed. */
  target: Passkey | null;
  issues: FieldIssue[];
  notice: Notice | null;
};

export type PasskeysEvent =
  | { type: 'passkeys.retry' }
  | { type: 'add.start' }
  | { type: 'rename.start'; id: string }
  | { type: 'remove.start'; id: string }
  | { type: 'name.change'; value: string }
  | { type: 'password.change'; value: string }
  | { type: 'add.submit' }
  | { type: 'rename.submit' }
  | { type: 'remove.submit' }
  | { type: 'form.cancel' };

const nameIssues = (name: string): FieldIssue[] => {
  if (!name.trim()) return [{ field: 'name', message: texts.nameRequired }];
  if (name.trim().length > PASSKEY_NAME_MAX) return [{ field: 'name', message: texts.nameTooLong }];
  return [];
};
const passwordIssues = (password: string): FieldIssue[] =>
  password ? [] : [{ field: 'password', message: texts.passwordRequired }];

/** The server's reason; a browser prompt cancelled or timed out said as such. */
const failureText = (error: unknown) =>
  serverMessage(error) ?? (error instanceof PasskeyCeremonyError ? texts.cancelled : texts.failed);

/** A change's call: done, the list is read again with the notice; a 401 ends the session. */
const changingState = <const TSrc extends string, TInput>(
  src: TSrc,
  back: string,
  notice: string,
  input: (context: PasskeysContext) => TInput,
) =>
  ({
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: PasskeysContext }) => input(context),
      onDone: { target: 'Loading', actions: { type: 'assignDone', params: notice } },
      onError: [
        endSessionOnUnauthorized('LoggedOut'),
        {
          target: back,
          actions: {
            type: 'assignFailure',
            params: ({ event }: { event: { error: unknown } }) => event.error,
          },
        },
      ],
    },
  }) as const;

const on = {
  name: {
    actions: {
      type: 'assignName',
      params: ({ event }: { event: { value: string } }) => event.value,
    },
  },
  password: {
    actions: {
      type: 'assignPassword',
      params: ({ event }: { event: { value: string } }) => event.value,
    },
  },
  cancel: { target: 'Shown', actions: 'forgetForm' },
} as const;

/**
 * The Security page's passkeys card (issue 35): the account's passkeys listed with when each
 * was added and last used; one added (a name and the password, then the browser's own prompt),
 * renamed, or removed after a confirmation with the password; after each change the list is
 * read again (the old one stays on screen meanwhile). A 401 ends the session.
 */
export const passkeysMachine = setup({
  types: {
    context: {} as PasskeysContext,
    events: {} as PasskeysEvent,
    input: {} as { supported: boolean },
  },
  actors: {
    loadPasskeys: notProvided<Passkey[]>('loadPasskeys'),
    add: notProvided<Passkey, { name: string; password: string }>('add'),
    rename: notProvided<Passkey, { id: string; name: string }>('rename'),
    remove: notProvided<void, { id: string; password: string }>('remove'),
  },
  actions: {
    endSession: () => {},
    assignLoaded: assign((_, list: Passkey[]) => ({ list, error: null })),
    assignError: assign((_, error: string) => ({ error })),
    clearError: assign({ error: null }),
    startForm: assign({ name: '', password: '', target: null, issues: [], notice: null }),
    assignTarget: assign(({ context }, id: string) => {
      const target = context.list?.find((passkey) => passkey.id === id) ?? null;
      return { target, name: target?.name ?? '', password: '', issues: [], notice: null };
    }),
    assignName: assign((_, value: string) => ({ name: value, issues: [] })),
    assignPassword: assign((_, value: string) => ({ password: value, issues: [] })),
    assignAddIssues: assign(({ context }) => ({
      issues: [...nameIssues(context.name), ...passwordIssues(context.password)],
    })),
    assignNameIssues: assign(({ context }) => ({ issues: nameIssues(context.name) })),
    assignPasswordIssues: assign(({ context }) => ({ issues: passwordIssues(context.password) })),
    forgetForm: assign({ name: '', password: '', target: null, issues: [], notice: null }),
    assignDone: assign((_, notice: string) => ({
      name: '',
      password: '',
      target: null,
      notice: success(notice),
    })),
    assignFailure: assign((_, error: unknown) => ({
      password: '',
      notice: failure(failureText(error)),
    })),
  },
  guards: {
    isSupported: ({ context }) => context.supported,
    canAdd: ({ context }) =>
      nameIssues(context.name).length === 0 && passwordIssues(context.password).length === 0,
    hasName: ({ context }) => nameIssues(context.name).length === 0,
    hasPassword: ({ context }) => passwordIssues(context.password).length === 0,
    isListed: ({ context }, id: string) =>
      context.list?.some((passkey) => passkey.id === id) ?? false,
    isUnauthorized: isUnauthorizedGuard,
  },
}).createMachine({
  id: 'passkeys',
  context: ({ input }) => ({
    supported: input.supported,
    list: null,
    error: null,
    name: '',
    password: '',
    target: null,
    issues: [],
    notice: null,
  }),
  initial: 'Loading',
  states: {
    Loading: loadingState<Passkey[]>()('loadPasskeys'),
    LoadFailed: { on: { 'passkeys.retry': { target: 'Loading', actions: 'clearError' } } },
    Shown: {
      on: {
        'add.start': { guard: 'isSupported', target: 'Adding', actions: 'startForm' },
        'rename.start': {
          guard: { type: 'isListed', params: ({ event }) => event.id },
          target: 'Renaming',
          actions: { type: 'assignTarget', params: ({ event }) => event.id },
        },
        'remove.start': {
          guard: { type: 'isListed', params: ({ event }) => event.id },
          target: 'ConfirmingRemoval',
          actions: { type: 'assignTarget', params: ({ event }) => event.id },
        },
      },
    },
    Adding: {
      on: {
        'name.change': on.name,
        'password.change': on.password,
        'add.submit': [{ guard: 'canAdd', target: 'Creating' }, { actions: 'assignAddIssues' }],
        'form.cancel': on.cancel,
      },
    },
    Creating: changingState('add', 'Adding', texts.added, ({ name, password }) => ({
      name: name.trim(),
      password,
    })),
    Renaming: {
      on: {
        'name.change': on.name,
        'rename.submit': [
          { guard: 'hasName', target: 'SavingName' },
          { actions: 'assignNameIssues' },
        ],
        'form.cancel': on.cancel,
      },
    },
    SavingName: changingState('rename', 'Renaming', texts.renamed, ({ target, name }) => ({
      id: target?.id ?? '',
      name: name.trim(),
    })),
    ConfirmingRemoval: {
      on: {
        'password.change': on.password,
        'remove.submit': [
          { guard: 'hasPassword', target: 'Removing' },
          { actions: 'assignPasswordIssues' },
        ],
        'form.cancel': on.cancel,
      },
    },
    Removing: changingState(
      'remove',
      'ConfirmingRemoval',
      texts.removed,
      ({ target, password }) => ({
        id: target?.id ?? '',
        password,
      }),
    ),
    LoggedOut: loggedOutState,
  },
});
