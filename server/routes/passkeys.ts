import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { type Context, Hono } from 'hono';
import {
  authErrorCodes,
  passkeyEndpoints as endpoints,
  type SessionResponse,
} from '../../src/services/contract';
import type { createPasswordCheck } from '../domain/account/password-check';
import type { Accounts } from '../domain/accounts';
import { DomainError } from '../domain/errors';
import type { Passkeys } from '../domain/passkeys';
import type { AuthEnv } from '../http/auth';
import type { RegisterEndpoint } from '../http/endpoint-routes';
import { ApiError } from '../http/errors';
import { confirmed } from './account';
import { authFailed } from './auth';

export type PasskeyRoutesDeps = {
  passkeys: Passkeys;
  accounts: Accounts;
  passwordCheck: ReturnType<typeof createPasswordCheck>;
  clientAddress: (c: Context) => string;
};

const passkeyNotFound = () => new ApiError(404, 'No such passkey.');

/**
 * `/api/v2/account/passkeys*` (the Security page's, with a session) and `/api/v2/auth/passkey*`
 * (the sign-in), `passkeyEndpoints` (issue 35). The browser's WebAuthn answers are passed as
 * they came: the schemas bound their size, @simplewebauthn/server checks what they say.
 */
export function passkeyRoutes(register: RegisterEndpoint, deps: PasskeyRoutesDeps) {
  const { passkeys, accounts, passwordCheck, clientAddress } = deps;
  const app = new Hono<AuthEnv>();

  register(app, endpoints.list, (_, c) => passkeys.list(c.get('user').id));

  // A new way into the account: the password first, so a session alone cannot add one.
  register(app, endpoints.registrationOptions, ({ body }, c) =>
    confirmed(async () => {
      const user = c.get('user');
      await passwordCheck.confirm(user.id, body.password);
      return passkeys.registrationOptions(user);
    }),
  );

  register(app, endpoints.register, ({ body }, c) =>
    passkeys.register(c.get('user').id, body.name, body.response as RegistrationResponseJSON),
  );

  register(
    app,
    endpoints.rename,
    async ({ params, body }, c) => {
      const renamed = await passkeys.rename(c.get('user').id, params.id, body.name);
      if (!renamed) throw passkeyNotFound();
      return renamed;
    },
    { refuseParams: passkeyNotFound },
  );

  register(
    app,
    endpoints.remove,
    ({ params, body }, c) =>
      confirmed(async () => {
        const userId = c.get('user').id;
        if (!(await passkeys.exists(userId, params.id))) throw passkeyNotFound();
        await passwordCheck.confirm(userId, body.password);
        if (!(await passkeys.remove(userId, params.id))) throw passkeyNotFound();
        return { success: true };
      }),
    { refuseParams: passkeyNotFound },
  );

  register(app, endpoints.signInOptions, (_, c) => passkeys.signInOptions(clientAddress(c)));

  register(app, endpoints.signIn, async ({ body }, c): Promise<SessionResponse> => {
    try {
      return await accounts.loginWithPasskey(
        () => passkeys.signIn(body.response as AuthenticationResponseJSON),
        clientAddress(c),
        c.req.header('user-agent'),
      );
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'wrong-credentials') {
        throw authFailed(authErrorCodes.wrongCredentials, error);
      }
      if (error instanceof DomainError && error.kind === 'account-disabled') {
        throw authFailed(authErrorCodes.accountDisabled, error);
      }
      throw error;
    }
  });

  return app;
}
