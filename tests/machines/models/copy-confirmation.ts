import { entered, type PathModel } from './path-model';

export const copyConfirmationModel: PathModel = {
  inputs: [{ text: 'SIGNAL20' }],
  events: [{ type: 'code.copy' }],
  actorOutputs: { writeClipboard: [undefined] },
  actorErrors: { writeClipboard: [new DOMException('Write permission denied')] },
  invariants: [
    {
      description: 'Copied is only entered when the clipboard write succeeded',
      holds: (snapshot, step) =>
        !entered('Copied', snapshot, step) ||
        step.event.type === 'xstate.done.actor.writeClipboard',
    },
    {
      description: 'the code copied is the one given',
      holds: ({ context }) => context.text === 'SIGNAL20',
    },
  ],
};
