import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginMachine } from '../../src/machines/login/machine';
import type {
  LoginAnswer,
  LoginRequest,
  SecondFactorSignInRequest,
  SessionResponse,
} from '../../src/services/contract';
import { ApiRequestError } from '../../src/services/http';
import { httpError, sessionFor } from './support/fixtures';

function startLogin(
  call: (credentials: LoginRequest) => Promise<LoginAnswer>,
  secondFactor: (request: SecondFactorSignInRequest) => Promise<SessionResponse> = async () =>
    sessionFor(1),
) {
  const effects = {
    login: vi.fn(call),
    secondFactor: vi.fn(secondFactor),
    startSession: vi.fn(),
    goToCustomer: vi.fn(),
  };
  const actor = createActor(
    loginMachine.provide({
      actors: {
        login: fromPromise<LoginAnswer, LoginRequest>(({ input }) => effects.login(input)),
        secondFactor: fromPromise<SessionResponse, SecondFactorSignInRequest>(({ input }) =>
          effects.secondFactor(input),
        ),
        // A browser offering no passkey under the e-mail field: its autofill never answers.
        passkey: fromPromise<SessionResponse, { autofill: boolean }>(() => new Promise(() => {})),
      },
      actions: {
        startSession: (_, session) => effects.startSession(session),
        goToCustomer: effects.goToCustomer,
      },
    }),
  ).start();
  const fill = (username: string, password: string) => {
    actor.send({ type: 'field.change', field: 'username', value: username });
    actor.send({ type: 'field.change', field: 'password', value: password });
  };
  return { actor, effects, fill };
}

const messages = (actor: ReturnType<typeof startLogin>['actor']) =>
  actor.getSnapshot().context.issues.map((issue) => issue.message);

describe('login machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the e-mail and the password before any call', () => {
    const { actor, effects } = startLogin(async () => sessionFor(1));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('Idle');
    expect(messages(actor)).toEqual(['Email is required', 'Password is required']);
    expect(effects.login).not.toHaveBeenCalled();
  });

  it('refuses an address that is not an e-mail', () => {
    const { actor, fill } = startLogin(async () => sessionFor(1));
    fill('ada@', 'secret');
    actor.send({ type: 'form.submit' });
    expect(messages(actor)).toEqual(['Invalid email address']);
  });

  it('forgets a field’s problem as soon as the field changes', () => {
    const { actor } = startLogin(async () => sessionFor(1));
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'password', value: 'x' });
    expect(messages(actor)).toEqual(['Email is required']);
  });

  it('shows the busy state while submitting, then starts the session and goes to /customer', async () => {
    let resolve: (session: SessionResponse) => void = () => {};
    const { actor, effects, fill } = startLogin(
      () => new Promise<SessionResponse>((done) => (resolve = done)),
    );
    fill('  ada@example.com ', 'Secret123');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('Submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(effects.login).toHaveBeenCalledWith({
      username: 'ada@example.com',
      password: 'Secret123',
    });
    actor.send({ type: 'form.submit' });
    expect(effects.login).toHaveBeenCalledOnce();
    const session = sessionFor(Date.now() + 1000);
    resolve(session);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('Succeeded');
    expect(effects.startSession).toHaveBeenCalledWith(session);
    expect(effects.goToCustomer).toHaveBeenCalledOnce();
  });

  it.each([
    [
      '422 with the server’s username message',
      httpError(422, { message: 'VALIDATION_FAILED', errors: { username: 'Bad e-mail' } }),
      'Bad e-mail',
    ],
    ['422 without one', httpError(422, { message: 'VALIDATION_FAILED' }), 'Validation failed'],
    [
      '401 NSK-4001',
      httpError(401, {
        message: 'AUTH_FAILED',
        data: { code: 'NSK-4001', message: 'Wrong e-mail or password.' },
      }),
      'Wrong e-mail or password.',
    ],
    [
      '401 NSK-4002',
      httpError(401, {
        message: 'AUTH_FAILED',
        data: { code: 'NSK-4002', message: 'Too many attempts. Try again in 15 minutes.' },
      }),
      'Too many attempts. Try again in 15 minutes.',
    ],
    [
      '401 with another code',
      httpError(401, { message: 'AUTH_FAILED', data: { code: 'X', message: 'no' } }),
      'Unauthorized access',
    ],
    ['404', httpError(404, { message: 'API endpoint not found' }), 'API endpoint not found'],
    ['500', httpError(500), 'Server error. Please try again later.'],
    ['503', httpError(503), 'Server error. Please try again later.'],
    ['400', httpError(400, { message: 'nope' }), 'Unexpected error occurred'],
    [
      '429 with a retry time',
      httpError(429, { message: 'Too many attempts. Try again in 30 s.' }),
      'Too many attempts. Try again in 30 s.',
    ],
    [
      'a timeout',
      new ApiRequestError('timeout', 'Request timeout, please try again'),
      'Request timeout, please try again',
    ],
    [
      'a network failure',
      new ApiRequestError('network', 'Network error. Please try again later.'),
      'Network error. Please try again later.',
    ],
    ['anything else', new Error('boom'), 'An unknown error occurred'],
  ])(
    'shows the spec’s message for %s, then lets the person try again',
    async (_, error, message) => {
      const { actor, effects, fill } = startLogin(async () => {
        throw error;
      });
      fill('ada@example.com', 'Secret123');
      actor.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('Idle');
      expect(actor.getSnapshot().context.errorMessage).toBe(message);
      expect(effects.startSession).not.toHaveBeenCalled();
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().value).toBe('Submitting');
      expect(actor.getSnapshot().context.errorMessage).toBeNull();
    },
  );
  describe('with a second factor (issue 35)', () => {
    const challenge: LoginAnswer = {
      secondFactor: { ticket: 'T1', methods: ['totp', 'recovery'], expiresIn: 0 },
    };
    const atSecondStep = async (
      secondFactor?: (request: SecondFactorSignInRequest) => Promise<SessionResponse>,
    ) => {
      const started = startLogin(async () => challenge, secondFactor);
      started.fill('ada@example.com', 'Secret123');
      started.actor.send({ type: 'form.submit' });
      await vi.advanceTimersByTimeAsync(0);
      return started;
    };

    it('asks for a code instead of starting a session', async () => {
      const { actor, effects } = await atSecondStep();
      expect(actor.getSnapshot().matches({ SecondFactor: 'Entering' })).toBe(true);
      expect(effects.startSession).not.toHaveBeenCalled();
    });

    it('wants six digits from the app, and sends them with the ticket', async () => {
      const { actor, effects } = await atSecondStep();
      actor.send({ type: 'code.submit' });
      expect(actor.getSnapshot().context.issues).toEqual([
        { field: 'code', message: 'Enter the code' },
      ]);
      actor.send({ type: 'code.change', value: '12 34' });
      actor.send({ type: 'code.submit' });
      expect(actor.getSnapshot().context.issues[0]?.message).toBe(
        'The code from the app is 6 digits',
      );
      actor.send({ type: 'code.change', value: '123 456' });
      actor.send({ type: 'code.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(effects.secondFactor).toHaveBeenCalledWith({ ticket: 'T1', code: '123456' });
      expect(actor.getSnapshot().value).toBe('Succeeded');
      expect(effects.startSession).toHaveBeenCalledOnce();
      expect(effects.goToCustomer).toHaveBeenCalledOnce();
    });

    it('takes a recovery code once the person asks for one', async () => {
      const { actor, effects } = await atSecondStep();
      actor.send({ type: 'method.toggle' });
      actor.send({ type: 'code.change', value: 'abcde-fghjk' });
      actor.send({ type: 'code.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(effects.secondFactor).toHaveBeenCalledWith({ ticket: 'T1', code: 'abcde-fghjk' });
    });

    it('shows a refused code and lets the person try again', async () => {
      const { actor } = await atSecondStep(async () => {
        throw httpError(401, {
          message: 'AUTH_FAILED',
          data: { code: 'NSK-4003', message: 'The code is not right. Please try again.' },
        });
      });
      actor.send({ type: 'code.change', value: '000000' });
      actor.send({ type: 'code.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ SecondFactor: 'Entering' })).toBe(true);
      expect(actor.getSnapshot().context.errorMessage).toBe(
        'The code is not right. Please try again.',
      );
    });

    it('ends the step after the ticket’s five minutes, and starts again without the password', async () => {
      const { actor } = await atSecondStep();
      await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
      expect(actor.getSnapshot().value).toBe('Expired');
      expect(actor.getSnapshot().context.errorMessage).toMatch(/took too long/);
      actor.send({ type: 'signIn.restart' });
      expect(actor.getSnapshot().value).toBe('Idle');
      expect(actor.getSnapshot().context.values).toEqual({
        username: 'ada@example.com',
        password: '',
      });
    });
  });
});
