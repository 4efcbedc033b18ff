import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createContactFormActors } from '../../src/machines/contact-form/actors';
import { type ContactField, contactFormMachine } from '../../src/machines/contact-form/machine';
import type { SupportRequest } from '../../src/services/contract';
import { ApiRequestError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '../../src/services/http';
import { httpError } from './support/fixtures';

const filled = {
  firstName: 'Grace',
  lastName: 'Hopper',
  emailAddress: 'grace@example.com',
  phoneCode: '+1',
  phoneNumber: '555 010 4040',
  reasonToContact: 'The buy button is not clicked.',
};

function startForm(send?: (request: SupportRequest) => Promise<{ success: boolean }>) {
  const effects = { send: vi.fn(send ?? (async () => ({ success: true }))) };
  const actor = createActor(
    contactFormMachine.provide({
      actors: createContactFormActors({ contact: effects.send }),
    }),
    { input: { prefill: { firstName: 'Grace' } } },
  ).start();
  const fill = (values: Partial<Record<ContactField, string>> = filled) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as ContactField, value });
    }
  };
  return { actor, effects, fill };
}

describe('contact form machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts from the prefill and shows the spec messages for missing fields', () => {
    const form = startForm();
    expect(form.actor.getSnapshot().context.values.firstName).toBe('Grace');
    form.fill({ firstName: ' ', emailAddress: 'grace@' });
    form.actor.send({ type: 'form.submit' });
    expect(form.actor.getSnapshot().context.issues.map((issue) => issue.message)).toEqual([
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Phone code is required',
      'Phone number is required',
      'Please provide a reason for contact',
    ]);
    form.fill({ emailAddress: '' });
    form.actor.send({ type: 'form.submit' });
    expect(form.actor.getSnapshot().context.issues[2]?.message).toBe('Email is required');
    expect(form.effects.send).not.toHaveBeenCalled();
  });

  it('lists every broken rule together on the first submit, whatever kind of rule', () => {
    const form = startForm();
    form.fill({ lastName: 'Hopper', emailAddress: 'grace@', phoneCode: 'one', phoneNumber: '12' });
    form.actor.send({ type: 'form.submit' });
    expect(form.actor.getSnapshot().context.issues.map((issue) => issue.message)).toEqual([
      'Invalid email address',
      'Enter a phone code such as +1',
      'Enter a valid phone number',
      'Please provide a reason for contact',
    ]);
  });

  it('blocks a second submit while sending, then says it was received', async () => {
    const form = startForm();
    form.fill();
    form.actor.send({ type: 'form.submit' });
    expect(form.actor.getSnapshot().hasTag('busy')).toBe(true);
    form.actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(form.effects.send).toHaveBeenCalledOnce();
    const { notice, values } = form.actor.getSnapshot().context;
    expect(notice).toEqual({
      status: 'success',
      text: 'Your information has been submitted and one of our team members will reach out to you shortly.',
    });
    expect(values.reasonToContact).toBe('');
    expect(values.emailAddress).toBe(filled.emailAddress);
  });

  it('says the failure sentence, with the reason of a limit', async () => {
    const form = startForm(async () => {
      throw httpError(500);
    });
    form.fill();
    form.actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(form.actor.getSnapshot().context.notice?.text).toBe(
      'There was an error submitting your information. Please try again later.',
    );

    const limited = startForm(async () => {
      throw httpError(429, {
        message: 'Too many messages from your network. Please try again in 1 hour.',
      });
    });
    limited.fill();
    limited.actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(limited.actor.getSnapshot().context.notice?.text).toMatch(
      /Please try again in 1 hour\.$/,
    );
    expect(limited.actor.getSnapshot().context.values.reasonToContact).toBe(filled.reasonToContact);
  });

  it.each([
    [
      new ApiRequestError('network', NETWORK_MESSAGE),
      'There was an error submitting your information. Please try again later. Network error. Please try again later.',
    ],
    [
      new ApiRequestError('timeout', TIMEOUT_MESSAGE),
      'There was an error submitting your information. Please try again later. Request timeout, please try again',
    ],
  ])('gives the reason when the network or the clock gave up (%#)', async (error, text) => {
    const form = startForm(async () => {
      throw error;
    });
    form.fill();
    form.actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(form.actor.getSnapshot().context.notice).toEqual({ status: 'error', text });
    expect(form.actor.getSnapshot().context.values.reasonToContact).toBe(filled.reasonToContact);
  });
});
