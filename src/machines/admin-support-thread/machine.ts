import { assign, setup } from 'xstate';
import { supportTexts } from '../../content/admin/support';
import { type AdminSupportDetail, SupportReplySchema } from '../../services/contract';
import { editingTransitions } from '../form/editing';
import { changeField, collectIssues, type FieldIssue } from '../form/fields';
import { loadingOneStates } from '../load-one';
import { notProvided } from '../not-provided';
import {
  failureReason,
  isConflictGuard,
  isNotFoundGuard,
  isUnauthorizedGuard,
  writeFailed,
} from '../signed-in-call';

type ThreadContext = {
  messageId: string;
  message: AdminSupportDetail | null;
  values: { body: string };
  issues: FieldIssue[];
  error: string | null;
  notice: string | null;
};

export type AdminSupportThreadEvent =
  | { type: 'field.change'; field: 'body'; value: string }
  | { type: 'form.submit' }
  | { type: 'status.close' }
  | { type: 'status.reopen' }
  | { type: 'message.retry' };

/** A close or a reopen that failed: a 409 (changed meanwhile) reloads the thread. */
const statusChangeFailed = writeFailed(
  '#adminSupportThread.Loading',
  '#adminSupportThread.Ready',
  'assignStatusFailure',
);

/** The status a close or a reopen asks for: a state of ChangingStatus each. */
const changingStatus = (id: 'closeMessage' | 'reopenMessage', status: 'open' | 'closed') =>
  ({
    invoke: {
      id,
      src: 'changeStatus',
      input: ({ context }: { context: ThreadContext }) => ({
        messageId: context.messageId,
        status,
      }),
      onDone: {
        target: '#adminSupportThread.Ready',
        actions: {
          type: 'assignStatusChanged',
          params: ({ event }: { event: { output: AdminSupportDetail } }) => event.output,
        },
      },
      onError: statusChangeFailed,
    },
  }) as const;

/**
 * One support message in the console (issue 17): loaded with its thread of replies; a reply is
 * written, checked, sent (mailed by the server, the message answered) and added to the thread;
 * the message can be closed, and a closed one reopened (it takes no reply until then). A 409
 * means the message changed meanwhile: its message is shown and the thread loaded again.
 */
export const adminSupportThreadMachine = setup({
  types: {
    context: {} as ThreadContext,
    input: {} as { messageId: string },
    events: {} as AdminSupportThreadEvent,
  },
  actors: {
    loadMessage: notProvided<AdminSupportDetail, { messageId: string }>('loadMessage'),
    sendReply: notProvided<AdminSupportDetail, { messageId: string; body: string }>('sendReply'),
    changeStatus: notProvided<AdminSupportDetail, { messageId: string; status: 'open' | 'closed' }>(
      'changeStatus',
    ),
  },
  actions: {
    endSession: () => {},
    assignMessage: assign((_, message: AdminSupportDetail) => ({ message })),
    assignField: assign(({ context, event }) => changeField(context, event)),
    assignIssues: assign(({ context }) => ({
      issues: collectIssues(SupportReplySchema, context.values),
      error: context.message?.status === 'closed' ? supportTexts.reply.closedHint : null,
      notice: null,
    })),
    clearMessages: assign({ issues: [], error: null, notice: null }),
    assignSent: assign((_, message: AdminSupportDetail) => ({
      message,
      values: { body: '' },
      notice: supportTexts.reply.sent,
    })),
    assignStatusChanged: assign((_, message: AdminSupportDetail) => ({
      message,
      notice: message.status === 'closed' ? supportTexts.closed : supportTexts.reopened,
    })),
    assignReplyFailure: assign((_, params: { error: unknown }) => ({
      error: failureReason(params.error) ?? supportTexts.reply.failed,
    })),
    assignStatusFailure: assign({ error: supportTexts.statusFailed }),
    assignConflict: assign((_, params: { error: unknown }) => ({
      error: params.error instanceof Error ? params.error.message : supportTexts.statusFailed,
    })),
    assignLoadFailure: assign({ error: supportTexts.loadFailed }),
  },
  guards: {
    isUnauthorized: isUnauthorizedGuard,
    isNotFound: isNotFoundGuard,
    isConflict: isConflictGuard,
    /** A reply with text, to a message that is not closed. */
    isFormValid: ({ context }) =>
      context.message?.status !== 'closed' &&
      collectIssues(SupportReplySchema, context.values).length === 0,
    isOpen: ({ context }) => context.message !== null && context.message.status !== 'closed',
    isClosed: ({ context }) => context.message?.status === 'closed',
  },
}).createMachine({
  id: 'adminSupportThread',
  context: ({ input }) => ({
    messageId: input.messageId,
    message: null,
    values: { body: '' },
    issues: [],
    error: null,
    notice: null,
  }),
  initial: 'Loading',
  states: {
    ...loadingOneStates<AdminSupportDetail>()({
      src: 'loadMessage',
      input: ({ context }: { context: ThreadContext }) => ({ messageId: context.messageId }),
      keep: 'assignMessage',
      shown: 'Ready',
      failed: 'LoadFailed',
      failureActions: ['assignLoadFailure'],
      retry: 'message.retry',
      retryActions: ['clearMessages'],
    }),
    Ready: {
      on: {
        ...editingTransitions('Replying'),
        'status.close': { guard: 'isOpen', target: 'ChangingStatus.Closing' },
        'status.reopen': { guard: 'isClosed', target: 'ChangingStatus.Reopening' },
      },
    },
    Replying: {
      tags: ['busy'],
      invoke: {
        id: 'sendReply',
        src: 'sendReply',
        input: ({ context }) => ({ messageId: context.messageId, body: context.values.body }),
        onDone: {
          target: 'Ready',
          actions: { type: 'assignSent', params: ({ event }) => event.output },
        },
        onError: writeFailed('Loading', 'Ready', 'assignReplyFailure'),
      },
    },
    ChangingStatus: {
      tags: ['busy'],
      entry: 'clearMessages',
      initial: 'Closing',
      states: {
        Closing: changingStatus('closeMessage', 'closed'),
        Reopening: changingStatus('reopenMessage', 'open'),
      },
    },
  },
});
