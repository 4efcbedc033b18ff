import type { EventObject } from 'xstate';
import type { EmailChangeField } from '../../../src/machines/email-change/machine';
import { collectIssues } from '../../../src/machines/form/fields';
import { EmailChangeRequestSchema } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { codeStepEvents } from './code-and-resend';
import { nextField, type PathModel } from './path-model';
import { networkDown, rateLimited, validPassword } from './samples';

const newAddress = 'zeb.new@example.com';

export const emailChangeModel: PathModel = {
  inputs: [undefined],
  events: (snapshot) => {
    const { values } = snapshot.context;
    if (snapshot.matches({ Email: 'Editing' }))
      return [
        ...nextField<EmailChangeField>(values, [
          ['newEmailAddress', newAddress],
          ['password', validPassword],
        ]),
        { type: 'step.next' },
      ];
    if (snapshot.matches({ Code: 'Editing' })) return codeStepEvents<EmailChangeField>(values, []);
    return [];
  },
  actorOutputs: {
    sendChangeCode: [{ success: true }, { success: false }],
    resendChangeCode: [{ success: true }, { success: false }],
    confirmChange: [{ firstName: 'Zeb', lastName: 'Q', emailAddress: newAddress, roles: [] }],
  },
  actorErrors: {
    sendChangeCode: [rateLimited, httpError(403, { message: 'Your password is not right.' })],
    resendChangeCode: [rateLimited],
    confirmChange: [httpError(400, { message: 'Invalid verification code.' }), networkDown],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'a code is asked for only once the address and the password pass their rules',
      holds: (snapshot) =>
        !snapshot.matches({ Email: 'SendingCode' }) ||
        collectIssues(EmailChangeRequestSchema, snapshot.context.values).length === 0,
    },
    {
      description: 'a confirmed change says the new address and clears the card',
      holds: (snapshot, step) =>
        step.event.type !== 'xstate.done.actor.confirmChange' ||
        (snapshot.context.notice?.text.includes(
          (step.event as EventObject & { output: { emailAddress: string } }).output.emailAddress,
        ) === true &&
          snapshot.context.values.verificationCode === ''),
    },
  ],
};
