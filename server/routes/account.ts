import { type Context, Hono } from 'hono';
import { accountSecurityEndpoints as endpoints } from '../../src/services/contract';
import type { AccountClosure } from '../domain/account/account-closure';
import type { createAccountExport } from '../domain/account/account-export';
import type { Credentials } from '../domain/account/credentials';
import { NotConfirmed } from '../domain/account/password-check';
import type { SignedIn } from '../domain/account/signed-in';
import type { AuthEnv } from '../http/auth';
import type { RegisterEndpoint } from '../http/endpoint-routes';
import { ApiError } from '../http/errors';

export type AccountRoutesDeps = {
  signedIn: SignedIn;
  credentials: Credentials;
  exportAccount: ReturnType<typeof createAccountExport>;
  closure: AccountClosure;
  clientAddress: (c: Context) => string;
};

const sessionNotFound = () => new ApiError(404, 'No such session or device.');

/**
 * A wrong password or second-factor code answers 403 with the field it concerns: the session
 * is fine (a 401 would sign the browser out), what was typed is not.
 */
export async function confirmed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotConfirmed) {
      const field = error.details.field ?? 'password';
      throw new ApiError(403, error.message, { errors: { [field]: error.message } });
    }
    throw error;
  }
}

/** `/api/v2/account/*` (`accountSecurityEndpoints`): the Security page's calls (issue 35). */
export function accountRoutes(register: RegisterEndpoint, deps: AccountRoutesDeps) {
  const { signedIn, credentials, closure, clientAddress } = deps;
  const app = new Hono<AuthEnv>();

  register(app, endpoints.sessions, (_, c) => signedIn.list(c.get('user').id, c.get('sessionId')));

  register(
    app,
    endpoints.signOutSession,
    async ({ params }, c) => {
      if (!(await signedIn.signOut(c.get('user').id, params.id))) throw sessionNotFound();
      return { success: true };
    },
    { refuseParams: sessionNotFound },
  );

  register(app, endpoints.signOutOthers, async (_, c) => {
    await signedIn.signOutOthers(c.get('user').id, c.get('sessionId'));
    return { success: true };
  });

  register(app, endpoints.changePassword, async ({ body }, c) => {
    await confirmed(() => credentials.changePassword(c.get('user'), c.get('sessionId'), body));
    return { success: true };
  });

  register(app, endpoints.changeEmail, async ({ body }, c) => {
    await confirmed(() => credentials.requestEmailChange(c.get('user'), body, clientAddress(c)));
    return { success: true };
  });

  register(app, endpoints.confirmEmail, ({ body }, c) =>
    credentials.confirmEmailChange(c.get('user'), body.verificationCode, clientAddress(c)),
  );

  register(app, endpoints.export, async (_, c) => {
    const data = await deps.exportAccount(c.get('user').id);
    const day = new Date(data.exportedAt).toISOString().slice(0, 10);
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="signalhand-data-${day}.json"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  register(app, endpoints.close, async ({ body }, c) => {
    await confirmed(() => closure.close(c.get('user'), body));
    return { success: true };
  });

  return app;
}
