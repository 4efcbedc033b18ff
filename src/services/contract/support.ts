// The contact form (spec section 5).
import * as v from 'valibot';
import { defineEndpoint, refusing } from './endpoint';
import { EmailSchema, nameField, requestObject } from './fields';
import { endpoints } from './paths';
import { PHONE_NUMBER, requiredText, SuccessResponseSchema, storeLimits } from './store';

/** Spec section 5, contact form: the messages are the spec's. */
export const SupportRequestSchema = requestObject({
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  emailAddress: EmailSchema,
  phoneCode: v.pipe(
    requiredText('Phone code is required', storeLimits.phoneCode, 'Phone code is too long'),
    v.regex(/^\+?\d{1,4}$/, 'Enter a phone code such as +1'),
  ),
  phoneNumber: v.pipe(
    requiredText('Phone number is required', storeLimits.phoneNumber, 'Phone number is too long'),
    v.regex(PHONE_NUMBER, 'Enter a valid phone number'),
  ),
  reasonToContact: requiredText(
    'Please provide a reason for contact',
    storeLimits.reason,
    'The reason is too long',
  ),
});
export type SupportRequest = v.InferInput<typeof SupportRequestSchema>;

export const supportEndpoints = {
  contact: defineEndpoint({
    method: 'POST',
    path: endpoints.support,
    summary: 'The contact form: mails the message to support and a receipt to the sender.',
    access: 'optional-session',
    body: SupportRequestSchema,
    answer: SuccessResponseSchema,
    refusals: refusing({ 429: 'Too many messages; says when to try again.' }),
  }),
};
