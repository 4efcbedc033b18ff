import { expect } from 'vitest';
import { secondFactorPaths } from '../../../src/services/contract';
import { TOTP_STEP_MS, totpCode } from '../../support/totp';
import { bearer, call, type TestApp } from './auth';

export type Authenticator = {
  secret: string;
  recoveryCodes: string[];
  /** A code not used yet: the app's clock moves on one step, so each is new (no replay). */
  nextCode(): string;
};

/** Sets up an authenticator app for the signed-in account through the API, as the card does. */
export async function setUpAuthenticator(app: TestApp, token: string): Promise<Authenticator> {
  const started = await call(app, 'POST', secondFactorPaths.totp, undefined, bearer(token));
  expect(started.status).toBe(200);
  const secret = String(started.body.secret);
  const confirmed = await call(
    app,
    'POST',
    secondFactorPaths.totpConfirm,
    { code: totpCode(secret, app.clock.now()) },
    bearer(token),
  );
  expect(confirmed.status).toBe(200);
  return {
    secret,
    recoveryCodes: confirmed.body.recoveryCodes as string[],
    nextCode() {
      app.clock.advance(TOTP_STEP_MS);
      return totpCode(secret, app.clock.now());
    },
  };
}

/** Gives the second factor again in the session (sudo mode), as the console's code prompt does. */
export async function confirmAgain(app: TestApp, token: string, authenticator: Authenticator) {
  const answer = await call(
    app,
    'POST',
    secondFactorPaths.confirm,
    { code: authenticator.nextCode() },
    bearer(token),
  );
  expect(answer.status).toBe(200);
}
