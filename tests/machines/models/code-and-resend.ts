import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { RESEND_COOLDOWN_SECONDS } from '../../../src/machines/resend-cooldown/machine';
import { entered, nextField, type PathEvent, type PathModel } from './path-model';
import { rateLimited } from './samples';

type Sent = EventObject & { output: { success: boolean } };
const sentCode = (event: EventObject) =>
  /^xstate\.done\.actor\.(sendCode|resendCode)$/.test(event.type) && (event as Sent).output.success;
const cooldownOf = (snapshot: AnyMachineSnapshot | undefined) =>
  snapshot?.context.cooldown.getSnapshot();

/**
 * What a person does on a code step: types the code (then the step's other fields, in screen
 * order), Continue, Back, and asks for another code.
 */
export const codeStepEvents = <TField extends string>(
  values: Record<TField | 'verificationCode', unknown>,
  otherFields: Array<[TField, string]>,
): PathEvent[] => [
  ...nextField(values, [['verificationCode', '123456'], ...otherFields]),
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'code.resend' },
];

/**
 * The code-and-resend sub-flow (src/machines/code-and-resend), in the smallest wizard that uses
 * it (tests/machines/code-and-resend.test.ts): a step that asks for a code, then the code step
 * with its resend.
 */
export const codeAndResendModel: PathModel = {
  inputs: [undefined],
  events: (snapshot) => {
    if (snapshot.matches({ Start: 'Editing' })) return [{ type: 'step.next' }];
    if (snapshot.matches({ Code: 'Editing' })) return codeStepEvents(snapshot.context.values, []);
    return [];
  },
  actorOutputs: {
    sendCode: [{ success: true }, { success: false }],
    resendCode: [{ success: true }, { success: false }],
  },
  actorErrors: { sendCode: [rateLimited], resendCode: [rateLimited] },
  simplePaths: false,
  invariants: [
    {
      description: 'the code step is entered only right after a code was sent',
      holds: (snapshot, step) => !entered('Code', snapshot, step) || sentCode(step.event),
    },
    {
      description: 'every code sent starts the cooldown from the top',
      holds: (snapshot, step) =>
        !sentCode(step.event) || cooldownOf(snapshot).context.remaining === RESEND_COOLDOWN_SECONDS,
    },
    {
      description: 'another code is asked for only once the cooldown is over',
      holds: (snapshot, step) =>
        !entered({ Code: 'Resending' }, snapshot, step) ||
        cooldownOf(step.previous)?.matches('Ready') === true,
    },
    {
      description: 'while a code is being sent the step is busy, and a resend says so',
      holds: (snapshot) =>
        (!snapshot.matches({ Start: 'SendingCode' }) && !snapshot.matches({ Code: 'Resending' })) ||
        (snapshot.hasTag('busy') &&
          snapshot.hasTag('loading') &&
          snapshot.hasTag('resending') === snapshot.matches({ Code: 'Resending' })),
    },
  ],
};
