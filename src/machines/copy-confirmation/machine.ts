import { setup } from 'xstate';
import { promo } from '../../content/hero';
import { notProvided } from '../not-provided';

/**
 * Copying a text (the promo code, a script in the AI chat): writes it to the clipboard (an
 * injected actor: no server call), then confirms for 2 s, or says it failed for as long. Another
 * click during either starts over.
 */
export const copyConfirmationMachine = setup({
  types: {
    context: {} as { text: string },
    input: {} as { text: string },
    events: {} as { type: 'code.copy' },
    tags: {} as 'copied' | 'failed' | 'loading',
  },
  actors: {
    writeClipboard: notProvided<void, { text: string }>('writeClipboard'),
  },
  delays: {
    confirmationTime: promo.confirmationMs,
  },
}).createMachine({
  id: 'copyConfirmation',
  context: ({ input }) => ({ text: input.text }),
  initial: 'Idle',
  states: {
    Idle: {
      on: { 'code.copy': 'Copying' },
    },
    Copying: {
      tags: ['loading'],
      invoke: {
        id: 'writeClipboard',
        src: 'writeClipboard',
        input: ({ context }) => ({ text: context.text }),
        onDone: 'Copied',
        onError: 'Failed',
      },
    },
    Copied: {
      tags: ['copied'],
      after: { confirmationTime: 'Idle' },
      on: { 'code.copy': 'Copying' },
    },
    Failed: {
      tags: ['failed'],
      after: { confirmationTime: 'Idle' },
      on: { 'code.copy': 'Copying' },
    },
  },
});
