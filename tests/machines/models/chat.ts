import type { EventObject } from 'xstate';
import { type ChatMessage, PROMPT_LIMIT } from '../../../src/machines/chat/machine';
import { mayUseChat, roles, type SessionResponse } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, type PathModel } from './path-model';
import { fresh, networkDown } from './samples';

/** A refreshed session that still holds the Pro role (the sample user holds none). */
const freshPro: SessionResponse = { ...fresh, user: { ...fresh.user, roles: [roles.pro] } };

/** Blank, ordinary, and pasted past the server's limit. */
const chatPrompts = ['   ', 'Write an EMA crossover script', 'x'.repeat(PROMPT_LIMIT + 1)];

export const chatModel: PathModel = {
  inputs: [undefined],
  // Two exchanges at most: every outcome of a reply, after every outcome of the one before.
  events: (snapshot) => [
    ...chatPrompts
      .filter((value) => value !== snapshot.context.input)
      .map((value) => ({ type: 'input.change', value })),
    ...(snapshot.context.messages.length < 4 ? [{ type: 'prompt.submit' }] : []),
  ],
  actorOutputs: {
    generateReply: [
      { kind: 'reply', content: 'Here is an EMA crossover script.' },
      { kind: 'empty' },
    ],
    // After a 403: the server no longer counts the person as Pro, or still does.
    refreshSession: [fresh, freshPro],
  },
  actorErrors: {
    generateReply: [httpError(500), networkDown, httpError(401), httpError(403)],
    refreshSession: [httpError(401), networkDown],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'a blank prompt never adds a message',
      holds: (snapshot, { event, previous }) =>
        !(event.type === 'prompt.submit' && previous?.context.input.trim() === '') ||
        snapshot.context.messages.length === previous.context.messages.length,
    },
    {
      description: 'a prompt over the limit is never sent, nor cut: it stays in the input',
      holds: (snapshot, { event, previous }) =>
        !(previous && event.type === 'prompt.submit') ||
        previous.context.input.trim().length <= PROMPT_LIMIT ||
        (snapshot.context.messages.length === previous.context.messages.length &&
          snapshot.context.input === previous.context.input),
    },
    {
      description:
        'at most one bot placeholder is loading, and only while a prompt is with the server',
      holds: (snapshot) =>
        snapshot.status === 'done' ||
        snapshot.context.messages.filter((message: ChatMessage) => message.loading).length ===
          (snapshot.hasTag('busy') ? 1 : 0),
    },
    {
      description: "'Subscription Required' only when the refreshed session has no chat role",
      holds: (snapshot, step) =>
        !entered('SubscriptionRequired', snapshot, step) ||
        (step.event.type === 'xstate.done.actor.refreshSession' &&
          !mayUseChat((step.event as EventObject & { output: SessionResponse }).output.user.roles)),
    },
    {
      description: 'a prompt never starts while another is being answered',
      holds: (snapshot, { event, previous }) =>
        !(event.type === 'prompt.submit' && previous?.matches('Generating')) ||
        snapshot.context.messages.length === previous.context.messages.length,
    },
  ],
};
