import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type ResetField, resetWizardMachine } from '../../src/machines/reset-wizard/machine';
import type { PasswordUpdateRequest } from '../../src/services/contract';
import { ApiRequestError } from '../../src/services/http';
import { httpError } from './support/fixtures';

type Calls = {
  sendResetCode?: (email: string) => Promise<{ success: boolean }>;
  updatePassword?: (
    request: PasswordUpdateRequest,
  ) => Promise<{ success: boolean; message: string }>;
};

function startReset(calls: Calls = {}) {
  const effects = {
    sendResetCode: vi.fn(calls.sendResetCode ?? (async () => ({ success: true }))),
    updatePassword: vi.fn(
      calls.updatePassword ?? (async () => ({ success: true, message: 'Password updated.' })),
    ),
    goToLogin: vi.fn(),
  };
  const actor = createActor(
    resetWizardMachine.provide({
      actors: {
        sendResetCode: fromPromise(({ input }: { input: { emailAddress: string } }) =>
          effects.sendResetCode(input.emailAddress),
        ),
        updatePassword: fromPromise(({ input }: { input: PasswordUpdateRequest }) =>
          effects.updatePassword(input),
        ),
      },
      actions: { goToLogin: effects.goToLogin },
    }),
  ).start();
  const set = (values: Partial<Record<ResetField, string>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as ResetField, value });
    }
  };
  const next = async () => {
    actor.send({ type: 'step.next' });
    await vi.advanceTimersByTimeAsync(0);
  };
  const issues = () => actor.getSnapshot().context.issues.map((issue) => issue.message);
  const notice = () => actor.getSnapshot().context.notice;
  const cooldown = () => actor.getSnapshot().context.cooldown.getSnapshot();
  return { actor, effects, set, next, issues, notice, cooldown };
}

async function toCode(reset: ReturnType<typeof startReset>) {
  reset.set({ emailAddress: 'Ada@Example.com' });
  await reset.next();
  expect(reset.actor.getSnapshot().matches('Code')).toBe(true);
}

const newPassword = {
  verificationCode: '123456',
  password: 'Engine456',
  confirmPassword: 'Engine456',
};

describe('reset wizard machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a valid e-mail before sending anything', async () => {
    const reset = startReset();
    await reset.next();
    expect(reset.issues()).toEqual(['Email is required']);
    reset.set({ emailAddress: 'ada at example' });
    await reset.next();
    expect(reset.issues()).toEqual(['Invalid email address']);
    expect(reset.effects.sendResetCode).not.toHaveBeenCalled();
  });

  it('sends a reset code, says so, starts the countdown and moves to step 2', async () => {
    const reset = startReset();
    reset.set({ emailAddress: 'Ada@Example.com' });
    reset.actor.send({ type: 'step.next' });
    expect(reset.actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(reset.effects.sendResetCode).toHaveBeenCalledWith('ada@example.com');
    expect(reset.actor.getSnapshot().matches('Code')).toBe(true);
    expect(reset.notice()).toEqual({
      status: 'success',
      text: 'Reset email sent. Please check your inbox for the verification code.',
    });
    expect(reset.cooldown().context.remaining).toBe(60);
  });

  it.each([
    [async () => ({ success: false }), 'Failed to send reset email. Please try again.'],
    [
      async () => {
        throw httpError(500);
      },
      'Failed to send reset email. Please try again.',
    ],
    [
      async () => {
        throw httpError(429, { message: 'Try again in 40 s.' });
      },
      'Failed to send reset email. Please try again. Try again in 40 s.',
    ],
  ])('stays on step 1 when the code was not sent (%#)', async (sendResetCode, text) => {
    const reset = startReset({ sendResetCode });
    reset.set({ emailAddress: 'ada@example.com' });
    await reset.next();
    expect(reset.actor.getSnapshot().matches('Email')).toBe(true);
    expect(reset.notice()).toEqual({ status: 'error', text });
  });

  it('lists the rules of step 2', async () => {
    const reset = startReset();
    await toCode(reset);
    await reset.next();
    expect(reset.issues()).toEqual([
      'Verification code is required',
      'New password is required',
      'Please confirm your password',
    ]);
    reset.set({ verificationCode: '1', password: 'short', confirmPassword: 'short' });
    await reset.next();
    expect(reset.issues()).toEqual(['Must include 8+ chars, an uppercase letter, and a number']);
    reset.set({ password: 'Engine456', confirmPassword: 'Engine457' });
    await reset.next();
    expect(reset.issues()).toEqual(['Passwords do not match']);
    expect(reset.effects.updatePassword).not.toHaveBeenCalled();
  });

  it.each([
    [
      { password: 'Engine456', confirmPassword: 'Engine457' },
      ['Verification code is required', 'Passwords do not match'],
    ],
    [
      { password: 'short', confirmPassword: 'shorter' },
      [
        'Verification code is required',
        'Must include 8+ chars, an uppercase letter, and a number',
        'Passwords do not match',
      ],
    ],
    [
      { confirmPassword: 'Engine456' },
      ['Verification code is required', 'New password is required', 'Passwords do not match'],
    ],
  ])(
    'lists every broken rule of step 2 together on the first submit (%#)',
    async (values, listed) => {
      const reset = startReset();
      await toCode(reset);
      reset.set(values);
      await reset.next();
      expect(reset.issues()).toEqual(listed);
    },
  );

  it('goes back to step 1 with Back', async () => {
    const reset = startReset();
    await toCode(reset);
    reset.actor.send({ type: 'step.back' });
    expect(reset.actor.getSnapshot().matches('Email')).toBe(true);
  });

  it('updates the password, says so, then goes to /login after 1.5 s', async () => {
    const reset = startReset();
    await toCode(reset);
    reset.set(newPassword);
    await reset.next();
    expect(reset.effects.updatePassword).toHaveBeenCalledWith({
      emailAddress: 'ada@example.com',
      verificationCode: '123456',
      password: 'Engine456',
    });
    expect(reset.actor.getSnapshot().value).toBe('Done');
    expect(reset.notice()).toEqual({
      status: 'success',
      text: 'Password reset successful. Redirecting to login...',
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(reset.effects.goToLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reset.effects.goToLogin).toHaveBeenCalledOnce();
    expect(reset.actor.getSnapshot().status).toBe('done');
  });

  it.each([
    [
      'an answer without success and with a message',
      async () => ({ success: false, message: 'Code expired.' }),
      'Code expired.',
    ],
    [
      'an answer without success or message',
      async () => ({ success: false, message: '' }),
      'Password update failed',
    ],
    [
      'an error with the server’s message',
      async () => {
        throw httpError(400, { message: 'Invalid verification code.' });
      },
      'Invalid verification code.',
    ],
    [
      'an error without one',
      async () => {
        throw httpError(500);
      },
      'Password update failed',
    ],
    [
      'a timeout',
      async () => {
        throw new ApiRequestError('timeout', 'Request timeout, please try again');
      },
      'Request timeout, please try again',
    ],
    [
      'anything else',
      async () => {
        throw new Error('boom');
      },
      'Error updating password',
    ],
  ])('stays on step 2 after %s', async (_, updatePassword, text) => {
    const reset = startReset({ updatePassword });
    await toCode(reset);
    reset.set(newPassword);
    await reset.next();
    expect(reset.actor.getSnapshot().matches('Code')).toBe(true);
    expect(reset.notice()).toEqual({ status: 'error', text });
  });

  it('resends the reset code after the countdown', async () => {
    let attempt = 0;
    const reset = startReset({
      sendResetCode: async () => {
        attempt += 1;
        if (attempt === 3) throw httpError(500);
        return { success: true };
      },
    });
    await toCode(reset);
    reset.actor.send({ type: 'code.resend' });
    expect(reset.actor.getSnapshot().hasTag('resending')).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    reset.actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reset.notice()?.text).toBe('Verification email re-sent. Please check your inbox.');
    expect(reset.cooldown().context.remaining).toBe(60);
    await vi.advanceTimersByTimeAsync(60_000);
    reset.actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reset.notice()?.text).toBe('Failed to resend verification email.');
  });

  it('starts no countdown when the first code was not sent', async () => {
    const reset = startReset({ sendResetCode: async () => ({ success: false }) });
    reset.set({ emailAddress: 'ada@example.com' });
    await reset.next();
    expect(reset.cooldown().value).toBe('Ready');
  });
});
