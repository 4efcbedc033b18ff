import { Hono } from 'hono';
import { secondFactorEndpoints as endpoints } from '../../src/services/contract';
import type { createPasswordCheck } from '../domain/account/password-check';
import { NotConfirmed } from '../domain/account/password-check';
import { DomainError } from '../domain/errors';
import type { Authenticator } from '../domain/second-factor';
import { TOTP_NOT_ON } from '../domain/second-factor/authenticator';
import type { Sessions } from '../domain/sessions';
import type { AuthEnv } from '../http/auth';
import type { RegisterEndpoint } from '../http/endpoint-routes';
import { confirmed } from './account';

export const WRONG_APP_CODE_MESSAGE = 'The code is not right. Please try again.';

export type SecondFactorRoutesDeps = {
  authenticator: Authenticator;
  passwordCheck: ReturnType<typeof createPasswordCheck>;
  sessions: Sessions;
};

/** A wrong code answers 403 with `errors.code`, as a wrong password does on the Security page. */
const wrongCode = () => new NotConfirmed(WRONG_APP_CODE_MESSAGE, 'code');
const notOn = () => new DomainError('conflict', TOTP_NOT_ON);

/** `/api/v2/account/totp*` and `/api/v2/account/second-factor` (`secondFactorEndpoints`). */
export function secondFactorRoutes(register: RegisterEndpoint, deps: SecondFactorRoutesDeps) {
  const { authenticator, passwordCheck, sessions } = deps;
  const app = new Hono<AuthEnv>();

  register(app, endpoints.totpStatus, (_, c) => authenticator.status(c.get('user').id));

  register(app, endpoints.startTotp, (_, c) => authenticator.start(c.get('user')));

  register(app, endpoints.confirmTotp, ({ body }, c) =>
    confirmed(async () => {
      const recoveryCodes = await authenticator.confirm(c.get('user').id, body.code);
      if (!recoveryCodes) throw wrongCode();
      // The code just given is this session's second factor.
      await sessions.markSecondFactor(c.get('sessionId'));
      return { recoveryCodes };
    }),
  );

  register(app, endpoints.renewRecoveryCodes, ({ body }, c) =>
    confirmed(async () => {
      const recoveryCodes = await authenticator.renewRecoveryCodes(c.get('user').id, body.code);
      if (!recoveryCodes) throw wrongCode();
      return { recoveryCodes };
    }),
  );

  register(app, endpoints.turnOffTotp, ({ body }, c) =>
    confirmed(async () => {
      const userId = c.get('user').id;
      if (!(await authenticator.isOn(userId))) throw notOn();
      await passwordCheck.confirm(userId, body.password, {
        code: body.code,
        needsSecondFactor: true,
      });
      await authenticator.turnOff(userId);
      return { success: true };
    }),
  );

  register(app, endpoints.confirmSecondFactor, ({ body }, c) =>
    confirmed(async () => {
      const userId = c.get('user').id;
      if (!(await authenticator.isOn(userId))) throw notOn();
      if (!(await authenticator.verify(userId, body.code))) throw wrongCode();
      await sessions.markSecondFactor(c.get('sessionId'));
      return { success: true };
    }),
  );

  return app;
}
