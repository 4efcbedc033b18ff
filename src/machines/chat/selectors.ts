import type { SnapshotFrom } from 'xstate';
import { type chatMachine, isTooLong, PROMPT_LIMIT, promptOf } from './machine';

type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

/** The counter under the prompt shows from 90% of the limit. */
const COUNTER_FROM = Math.floor(PROMPT_LIMIT * 0.9);

export const selectMessages = (snapshot: ChatSnapshot) => snapshot.context.messages;
export const selectInput = (snapshot: ChatSnapshot) => snapshot.context.input;

/** A prompt is being answered: another one waits. */
export const selectIsBusy = (snapshot: ChatSnapshot) => snapshot.hasTag('busy');

export const selectPromptLength = (snapshot: ChatSnapshot) => promptOf(snapshot.context).length;

/** The counter shows as the prompt nears the limit, and past it. */
export const selectShowsCounter = (snapshot: ChatSnapshot) =>
  selectPromptLength(snapshot) >= COUNTER_FROM;

/** A prompt over the limit is not sent, and the screen says so. */
export const selectIsTooLong = (snapshot: ChatSnapshot) => isTooLong(snapshot.context);

/** Pro has ended on the server: the chat gives way to 'Subscription Required'. */
export const selectSubscriptionRequired = (snapshot: ChatSnapshot) =>
  snapshot.matches('SubscriptionRequired');
