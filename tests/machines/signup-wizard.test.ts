import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type CodeRequest,
  type SignupField,
  signupWizardMachine,
} from '../../src/machines/signup-wizard/machine';
import type { RegisterRequest, SessionResponse } from '../../src/services/contract';
import { httpError, sessionFor } from './support/fixtures';

type Calls = {
  checkEmail?: (email: string) => Promise<{ isPresent: boolean }>;
  sendCode?: (request: CodeRequest) => Promise<{ success: boolean }>;
  verifyCode?: (request: {
    emailAddress: string;
    verificationCode: string;
  }) => Promise<{ valid: boolean; message?: string }>;
  register?: (request: RegisterRequest) => Promise<SessionResponse>;
};

const session = sessionFor(Date.parse('2030-01-01'));

function startWizard(calls: Calls = {}) {
  const effects = {
    checkEmail: vi.fn(calls.checkEmail ?? (async () => ({ isPresent: false }))),
    sendCode: vi.fn(calls.sendCode ?? (async () => ({ success: true }))),
    verifyCode: vi.fn(calls.verifyCode ?? (async () => ({ valid: true }))),
    register: vi.fn(calls.register ?? (async () => session)),
    startSession: vi.fn(),
    goToCustomer: vi.fn(),
  };
  const actor = createActor(
    signupWizardMachine.provide({
      actors: {
        checkEmail: fromPromise(({ input }: { input: { emailAddress: string } }) =>
          effects.checkEmail(input.emailAddress),
        ),
        sendCode: fromPromise(({ input }: { input: CodeRequest }) => effects.sendCode(input)),
        verifyCode: fromPromise(
          ({ input }: { input: { emailAddress: string; verificationCode: string } }) =>
            effects.verifyCode(input),
        ),
        register: fromPromise(({ input }: { input: RegisterRequest }) => effects.register(input)),
      },
      actions: {
        startSession: (_, value) => effects.startSession(value),
        goToCustomer: effects.goToCustomer,
      },
    }),
  ).start();
  const set = (values: Partial<Record<SignupField, string | boolean>>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as SignupField, value });
    }
  };
  const next = async () => {
    actor.send({ type: 'step.next' });
    await vi.advanceTimersByTimeAsync(0);
  };
  const issues = () => actor.getSnapshot().context.issues.map((issue) => issue.message);
  const notice = () => actor.getSnapshot().context.notice;
  const step = () => {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('Email')) return 'Email';
    if (snapshot.matches('Details')) return 'Details';
    if (snapshot.matches('Code')) return 'Code';
    return String(snapshot.value);
  };
  const cooldown = () => actor.getSnapshot().context.cooldown.getSnapshot();
  return { actor, effects, set, next, issues, notice, step, cooldown };
}

const validDetails = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  password: 'Engine123',
  confirmPassword: 'Engine123',
  referrerDetails: 'YouTube',
  termsAccepted: true,
};

async function toCode(wizard: ReturnType<typeof startWizard>) {
  wizard.set({ emailAddress: ' Ada@Example.com ' });
  await wizard.next();
  wizard.set(validDetails);
  await wizard.next();
  expect(wizard.step()).toBe('Code');
}

describe('sign-up wizard machine: step 1, the e-mail', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for an e-mail, then for a valid one, without calling the server', async () => {
    const wizard = startWizard();
    await wizard.next();
    expect(wizard.issues()).toEqual(['Email is required']);
    wizard.set({ emailAddress: 'ada@example' });
    await wizard.next();
    expect(wizard.issues()).toEqual(['Invalid email address']);
    expect(wizard.step()).toBe('Email');
    expect(wizard.effects.checkEmail).not.toHaveBeenCalled();
  });

  it('checks the trimmed, lower-cased address and refuses one already registered', async () => {
    const wizard = startWizard({ checkEmail: async () => ({ isPresent: true }) });
    wizard.set({ emailAddress: ' Ada@Example.com ' });
    actorSendsBusy(wizard);
    await vi.advanceTimersByTimeAsync(0);
    expect(wizard.effects.checkEmail).toHaveBeenCalledWith('ada@example.com');
    expect(wizard.step()).toBe('Email');
    expect(wizard.issues()).toEqual(['This email address already exists in the system.']);
  });

  it('says the check went wrong when it fails', async () => {
    const wizard = startWizard({
      checkEmail: async () => {
        throw httpError(500);
      },
    });
    wizard.set({ emailAddress: 'ada@example.com' });
    await wizard.next();
    expect(wizard.step()).toBe('Email');
    expect(wizard.notice()).toEqual({
      status: 'error',
      text: 'Something went wrong while checking your email. Please contact our support team.',
    });
  });

  it('moves to step 2 when the address is free', async () => {
    const wizard = startWizard();
    wizard.set({ emailAddress: 'ada@example.com' });
    await wizard.next();
    expect(wizard.step()).toBe('Details');
    expect(wizard.issues()).toEqual([]);
  });
});

function actorSendsBusy(wizard: ReturnType<typeof startWizard>) {
  wizard.actor.send({ type: 'step.next' });
  expect(wizard.actor.getSnapshot().hasTag('busy')).toBe(true);
}

describe('sign-up wizard machine: step 2, the details', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function atDetails(calls: Calls = {}) {
    const wizard = startWizard(calls);
    wizard.set({ emailAddress: 'ada@example.com' });
    await wizard.next();
    return wizard;
  }

  it('lists every rule broken, in the order of the form, and sends nothing', async () => {
    const wizard = await atDetails();
    await wizard.next();
    expect(wizard.issues()).toEqual([
      'First name is required',
      'Last name is required',
      'Password is required',
      'Confirm your password',
      'This field is required',
      'You must accept the terms',
    ]);
    expect(wizard.effects.sendCode).not.toHaveBeenCalled();
  });

  it('applies the password rule and the confirmation', async () => {
    const wizard = await atDetails();
    wizard.set({ ...validDetails, password: 'engine123', confirmPassword: 'engine123' });
    await wizard.next();
    expect(wizard.issues()).toEqual(['Must include 8+ chars, uppercase, number']);
    wizard.set({ password: 'Engine123', confirmPassword: 'Engine124' });
    await wizard.next();
    expect(wizard.issues()).toEqual(['Passwords do not match']);
  });

  it('lists the password rule and the mismatch beside the other rules on the first submit', async () => {
    const wizard = await atDetails();
    wizard.set({ lastName: 'Lovelace', password: 'engine1', confirmPassword: 'engine2' });
    await wizard.next();
    expect(wizard.issues()).toEqual([
      'First name is required',
      'Must include 8+ chars, uppercase, number',
      'Passwords do not match',
      'This field is required',
      'You must accept the terms',
    ]);
  });

  it('drops a field’s problem from the list when the field changes', async () => {
    const wizard = await atDetails();
    await wizard.next();
    wizard.set({ firstName: 'Ada', termsAccepted: true });
    expect(wizard.issues()).toEqual([
      'Last name is required',
      'Password is required',
      'Confirm your password',
      'This field is required',
    ]);
  });

  it('goes back to step 1 with Back', async () => {
    const wizard = await atDetails();
    wizard.actor.send({ type: 'step.back' });
    expect(wizard.step()).toBe('Email');
  });

  it('sends the registration code, says so, starts the resend countdown and moves to step 3', async () => {
    const wizard = await atDetails();
    wizard.set(validDetails);
    await wizard.next();
    expect(wizard.effects.sendCode).toHaveBeenCalledWith({
      emailAddress: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(wizard.step()).toBe('Code');
    expect(wizard.notice()).toEqual({
      status: 'success',
      text: 'Verification email sent. Please check your inbox.',
    });
    expect(wizard.cooldown().context.remaining).toBe(60);
  });

  it('stays on step 2 when the code was not sent', async () => {
    const wizard = await atDetails({ sendCode: async () => ({ success: false }) });
    wizard.set(validDetails);
    await wizard.next();
    expect(wizard.step()).toBe('Details');
    expect(wizard.notice()?.text).toBe('Failed to send verification email.');
  });

  it('adds the server’s reason when a limit refused the send', async () => {
    const wizard = await atDetails({
      sendCode: async () => {
        throw httpError(429, { message: 'Please wait 42 s before asking for another code.' });
      },
    });
    wizard.set(validDetails);
    await wizard.next();
    expect(wizard.notice()?.text).toBe(
      'Failed to send verification email. Please wait 42 s before asking for another code.',
    );
  });

  it('does not send again after Back from step 3 to the same address', async () => {
    const wizard = startWizard();
    await toCode(wizard);
    wizard.actor.send({ type: 'step.back' });
    expect(wizard.step()).toBe('Details');
    await wizard.next();
    expect(wizard.step()).toBe('Code');
    expect(wizard.effects.sendCode).toHaveBeenCalledOnce();
  });

  it('sends again when the address changed meanwhile', async () => {
    const wizard = startWizard();
    await toCode(wizard);
    wizard.actor.send({ type: 'step.back' });
    wizard.actor.send({ type: 'step.back' });
    wizard.set({ emailAddress: 'grace@example.com' });
    await wizard.next();
    await wizard.next();
    expect(wizard.effects.sendCode).toHaveBeenCalledTimes(2);
    expect(wizard.effects.sendCode).toHaveBeenLastCalledWith(
      expect.objectContaining({ emailAddress: 'grace@example.com' }),
    );
  });

  it('never registers before the last step, however often Continue (or Enter) is pressed', async () => {
    const wizard = startWizard();
    wizard.set({ emailAddress: 'ada@example.com', ...validDetails, verificationCode: '123456' });
    await wizard.next();
    await wizard.next();
    expect(wizard.effects.verifyCode).not.toHaveBeenCalled();
    expect(wizard.effects.register).not.toHaveBeenCalled();
    expect(wizard.step()).toBe('Code');
  });
});

describe('sign-up wizard machine: step 3, the code', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the code', async () => {
    const wizard = startWizard();
    await toCode(wizard);
    await wizard.next();
    expect(wizard.issues()).toEqual(['Verification code is required']);
    expect(wizard.effects.verifyCode).not.toHaveBeenCalled();
  });

  it('refuses a code the server does not accept, without registering', async () => {
    const wizard = startWizard({ verifyCode: async () => ({ valid: false }) });
    await toCode(wizard);
    wizard.set({ verificationCode: '000000' });
    await wizard.next();
    expect(wizard.effects.verifyCode).toHaveBeenCalledWith({
      emailAddress: 'ada@example.com',
      verificationCode: '000000',
    });
    expect(wizard.issues()).toEqual(['Invalid verification code.']);
    expect(wizard.effects.register).not.toHaveBeenCalled();
  });

  it('gives the server’s reason when it says why the code is not valid', async () => {
    const wizard = startWizard({
      verifyCode: async () => ({ valid: false, message: 'This code has expired.' }),
    });
    await toCode(wizard);
    wizard.set({ verificationCode: '123456' });
    await wizard.next();
    expect(wizard.issues()).toEqual(['This code has expired.']);
  });

  it('shows what went wrong when the check itself fails', async () => {
    const wizard = startWizard({
      verifyCode: async () => {
        throw httpError(429, { message: 'Too many wrong codes. Ask for a new one.' });
      },
    });
    await toCode(wizard);
    wizard.set({ verificationCode: '123456' });
    await wizard.next();
    expect(wizard.notice()?.text).toBe('Too many wrong codes. Ask for a new one.');
  });

  it('checks the code, then registers, starts the session and goes to /customer', async () => {
    const wizard = startWizard();
    await toCode(wizard);
    wizard.set({ verificationCode: ' 123456 ' });
    await wizard.next();
    expect(wizard.effects.register).toHaveBeenCalledWith({
      emailAddress: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      verificationCode: '123456',
      referrerDetails: 'YouTube',
      password: 'Engine123',
      termsAccepted: true,
    });
    expect(wizard.actor.getSnapshot().value).toBe('Registered');
    expect(wizard.effects.startSession).toHaveBeenCalledWith(session);
    expect(wizard.effects.goToCustomer).toHaveBeenCalledOnce();
  });

  it.each([
    [
      httpError(409, { message: 'This email address already exists in the system.' }),
      'This email address already exists in the system.',
    ],
    [
      httpError(422, { message: 'VALIDATION_FAILED', errors: { password: 'Too weak' } }),
      'Too weak',
    ],
    [httpError(500), 'Registration failed'],
    [new Error('no authToken'), 'Registration failed'],
  ])('shows the server’s message or "Registration failed" (%#)', async (error, text) => {
    const wizard = startWizard({
      register: async () => {
        throw error;
      },
    });
    await toCode(wizard);
    wizard.set({ verificationCode: '123456' });
    await wizard.next();
    expect(wizard.step()).toBe('Code');
    expect(wizard.notice()).toEqual({ status: 'error', text });
  });

  it('goes back to step 2 with Back', async () => {
    const wizard = startWizard();
    await toCode(wizard);
    wizard.actor.send({ type: 'step.back' });
    expect(wizard.step()).toBe('Details');
  });

  it('resends only after the 60 s countdown, then counts down again', async () => {
    const wizard = startWizard();
    await toCode(wizard);
    wizard.actor.send({ type: 'code.resend' });
    expect(wizard.effects.sendCode).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(wizard.cooldown().value).toBe('Ready');
    wizard.actor.send({ type: 'code.resend' });
    expect(wizard.actor.getSnapshot().hasTag('resending')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(wizard.effects.sendCode).toHaveBeenCalledTimes(2);
    expect(wizard.notice()).toEqual({
      status: 'success',
      text: 'Verification email re-sent. Please check your inbox.',
    });
    expect(wizard.cooldown().context.remaining).toBe(60);
  });

  it('says so when the resend fails, and lets the person try again at once', async () => {
    let attempt = 0;
    const wizard = startWizard({
      sendCode: async () => {
        attempt += 1;
        if (attempt === 1) return { success: true };
        if (attempt === 2) return { success: false };
        throw httpError(500);
      },
    });
    await toCode(wizard);
    await vi.advanceTimersByTimeAsync(60_000);
    wizard.actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(wizard.notice()?.text).toBe('Failed to resend verification email.');
    expect(wizard.cooldown().value).toBe('Ready');
    wizard.actor.send({ type: 'code.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(wizard.notice()?.text).toBe('Failed to resend verification email.');
  });
});
