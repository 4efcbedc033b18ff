import type { EventObject } from 'xstate';
import type { ContactField } from '../../../src/machines/contact-form/machine';
import { collectIssues } from '../../../src/machines/form/fields';
import { SupportRequestSchema } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { nextField, type PathModel } from './path-model';
import { networkDown } from './samples';

const contactSamples: Array<[ContactField, string]> = [
  ['firstName', 'Grace'],
  ['lastName', 'Hopper'],
  ['emailAddress', 'grace@example.com'],
  ['phoneCode', '+1'],
  ['phoneNumber', '555 010 4040'],
  ['reasonToContact', 'The buy button is not clicked.'],
];

export const contactFormModel: PathModel = {
  inputs: [{}, { prefill: { firstName: 'Grace' } }],
  events: (snapshot) =>
    snapshot.matches('Editing')
      ? [
          ...nextField<ContactField>(snapshot.context.values, contactSamples),
          { type: 'form.submit' },
        ]
      : [],
  actorOutputs: { sendMessage: [{ success: true }, { success: false }] },
  actorErrors: {
    sendMessage: [
      httpError(429, { message: 'Too many requests, try again in 60 seconds' }),
      httpError(422, { errors: { emailAddress: 'The e-mail address is not valid' } }),
      httpError(500),
      networkDown,
    ],
  },
  simplePaths: false,
  invariants: [
    {
      description: 'a message is only sent once every field passes its rules',
      holds: (snapshot) =>
        !snapshot.matches('Submitting') ||
        collectIssues(SupportRequestSchema, snapshot.context.values).length === 0,
    },
    {
      description: 'the success sentence only after a success answer, with the message cleared',
      holds: (snapshot, step) =>
        !(snapshot.context.notice?.status === 'success' && step.previous?.matches('Submitting')) ||
        (step.event.type === 'xstate.done.actor.sendMessage' &&
          (step.event as EventObject & { output: { success: boolean } }).output.success &&
          snapshot.context.values.reasonToContact === ''),
    },
    {
      description: 'field problems and a notice never show together',
      holds: ({ context }) => !(context.issues.length > 0 && context.notice),
    },
  ],
};
