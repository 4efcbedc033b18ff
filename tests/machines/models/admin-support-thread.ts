import type { AdminSupportDetail, SupportStatus } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, nextField, type PathModel } from './path-model';
import { networkDown } from './samples';

const message = (status: SupportStatus): AdminSupportDetail => ({
  id: 'message-1',
  firstName: 'Grace',
  lastName: 'Hopper',
  emailAddress: 'grace@example.com',
  status,
  preview: 'My script does not click the buy button.',
  replyCount: status === 'answered' ? 1 : 0,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: null,
  phoneCode: '+1',
  phoneNumber: '555 010 4040',
  reasonToContact: 'My script does not click the buy button.',
  replies: [],
});

export const adminSupportThreadModel: PathModel = {
  inputs: [{ messageId: 'message-1' }],
  events: (snapshot) => {
    if (snapshot.matches('LoadFailed')) return [{ type: 'message.retry' }];
    if (!snapshot.matches('Ready')) return [];
    return [
      ...nextField<'body'>(snapshot.context.values, [['body', 'Please send us your log file.']]),
      { type: 'form.submit' },
      { type: 'status.close' },
      { type: 'status.reopen' },
    ];
  },
  actorOutputs: {
    loadMessage: [message('open'), message('closed')],
    sendReply: [message('answered')],
    closeMessage: [message('closed')],
    reopenMessage: [message('open')],
  },
  actorErrors: {
    loadMessage: [httpError(404), httpError(401), networkDown],
    sendReply: [
      httpError(409, { message: 'This message is closed. Reopen it to reply.' }),
      httpError(401),
      networkDown,
    ],
    closeMessage: [
      httpError(409, { message: 'This message is closed already.' }),
      httpError(401),
      networkDown,
    ],
    reopenMessage: [
      httpError(409, { message: 'This message is not closed.' }),
      httpError(401),
      networkDown,
    ],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'a reply is sent only with text, and never to a closed message',
      holds: (snapshot) =>
        !snapshot.matches('Replying') ||
        (snapshot.context.values.body.trim() !== '' &&
          snapshot.context.message.status !== 'closed'),
    },
    {
      description: 'only an open or answered message is closed, only a closed one reopened',
      holds: (snapshot) =>
        (!snapshot.matches({ ChangingStatus: 'Closing' }) ||
          snapshot.context.message.status !== 'closed') &&
        (!snapshot.matches({ ChangingStatus: 'Reopening' }) ||
          snapshot.context.message.status === 'closed'),
    },
    {
      description: 'a sent reply clears the reply field',
      holds: (snapshot, step) =>
        !(entered('Ready', snapshot, step) && step.event.type === 'xstate.done.actor.sendReply') ||
        snapshot.context.values.body === '',
    },
    {
      description: 'an error and a success notice never show together',
      holds: ({ context }) => !(context.error && context.notice),
    },
  ],
};
