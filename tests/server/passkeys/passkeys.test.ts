import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rules } from '../../../server/domain/limits';
import {
  accountPaths,
  authErrorCodes,
  PASSKEY_CHALLENGE_MS,
  passkeyPaths,
} from '../../../src/services/contract';
import { bearer, call, login, PASSWORD, signUp, truncateAll } from '../support/auth';
import { databaseKinds, suiteDatabase } from '../support/databases';
import { createSoftAuthenticator } from '../support/passkey-authenticator';
import { setUpAuthenticator } from '../support/second-factor';
import { buildTestApp, testSettings } from '../support/test-app';

const ADA = 'ada@example.com';
const BOB = 'bob@example.com';
type Options = { challenge: string; user?: { id: string }; rp?: { id?: string } };

/** Issue 35, passkeys: added, listed, renamed, removed, and a sign-in that is both factors. */
describe.each(databaseKinds)('passkeys on %s', (kind) => {
  const database = suiteDatabase(kind, { reset: truncateAll });
  const origin = new URL(testSettings.publicUrl).origin;

  async function withAccount(email = ADA, app = buildTestApp(database)) {
    const { authToken } = await signUp(app, email);
    const authenticator = createSoftAuthenticator(origin);
    const auth = bearer(authToken);
    const creationOptions = async () => {
      const answer = await call(
        app,
        'POST',
        passkeyPaths.registrationOptions,
        {
          password: PASSWORD,
        },
        auth,
      );
      expect(answer.status).toBe(200);
      return answer.body as Options;
    };
    const add = async (name = 'Laptop') => {
      const { passkey, answer } = authenticator.create(await creationOptions());
      const added = await call(
        app,
        'POST',
        passkeyPaths.passkeys,
        { name, response: answer },
        auth,
      );
      expect(added.status).toBe(201);
      return { passkey, id: String(added.body.id) };
    };
    return { app, auth, authToken, authenticator, creationOptions, add };
  }

  const signInOptions = async (app: ReturnType<typeof buildTestApp>) => {
    const answer = await call(app, 'POST', passkeyPaths.signInOptions);
    expect(answer.status).toBe(200);
    return answer.body as Options;
  };

  it('adds a passkey with the password, lists, renames and removes it', async () => {
    const { app, auth, creationOptions, authenticator, add } = await withAccount();
    const wrong = await call(
      app,
      'POST',
      passkeyPaths.registrationOptions,
      { password: 'Nope1234' },
      auth,
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors).toEqual({ password: expect.any(String) });

    const options = await creationOptions();
    expect(options.rp).toEqual({ name: 'SignalHand', id: 'app.test' });
    const { answer } = authenticator.create(options);
    const added = await call(
      app,
      'POST',
      passkeyPaths.passkeys,
      { name: '  Work laptop ', response: answer },
      auth,
    );
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(String),
      name: 'Work laptop',
      createdAt: app.clock.now(),
      lastUsedAt: null,
      synced: false,
    });
    app.clock.advance(1000);
    await add('Phone');
    const listed = await call(app, 'GET', passkeyPaths.passkeys, undefined, auth);
    expect((listed.body as unknown as { name: string }[]).map((item) => item.name)).toEqual([
      'Work laptop',
      'Phone',
    ]);

    const id = String(added.body.id);
    const renamed = await call(
      app,
      'PATCH',
      `${passkeyPaths.passkeys}/${id}`,
      { name: 'Desk' },
      auth,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Desk');
    const noName = await call(app, 'PATCH', `${passkeyPaths.passkeys}/${id}`, { name: ' ' }, auth);
    expect(noName.status).toBe(422);

    const refused = await call(
      app,
      'DELETE',
      `${passkeyPaths.passkeys}/${id}`,
      { password: 'Nope1234' },
      auth,
    );
    expect(refused.status).toBe(403);
    const removed = await call(
      app,
      'DELETE',
      `${passkeyPaths.passkeys}/${id}`,
      { password: PASSWORD },
      auth,
    );
    expect(removed.status).toBe(200);
    const left = await call(app, 'GET', passkeyPaths.passkeys, undefined, auth);
    expect((left.body as unknown as unknown[]).length).toBe(1);
    expect(
      (await call(app, 'DELETE', `${passkeyPaths.passkeys}/${id}`, { password: PASSWORD }, auth))
        .status,
    ).toBe(404);
  });

  it('signs in with a passkey: both factors, a session like a password and a code give', async () => {
    const { app, add, authenticator } = await withAccount();
    const { passkey, id } = await add();
    app.clock.advance(60_000);
    const options = await signInOptions(app);
    expect(options).toMatchObject({ rpId: 'app.test', userVerification: 'required' });
    const signedIn = await call(app, 'POST', passkeyPaths.signIn, {
      response: authenticator.get(passkey, options),
    });
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body).sort()).toEqual(['authToken', 'expiresIn', 'user']);
    const session = bearer(String(signedIn.body.authToken));
    expect((await call(app, 'GET', accountPaths.sessions, undefined, session)).status).toBe(200);
    const [listed] = (await call(app, 'GET', passkeyPaths.passkeys, undefined, session))
      .body as unknown as { id: string; lastUsedAt: number }[];
    expect(listed).toMatchObject({ id, lastUsedAt: app.clock.now() });
    // The data export holds it, by name and dates only.
    const exported = await call(app, 'GET', accountPaths.export, undefined, session);
    expect(exported.body.passkeys).toEqual([
      {
        id,
        name: 'Laptop',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        synced: false,
      },
    ]);
  });

  it('refuses a replayed challenge, another origin, a removed passkey and a cloned counter', async () => {
    const { app, auth, add, authenticator, creationOptions } = await withAccount();
    const { passkey, id } = await add();
    const failed = (answer: { status: number; body: Record<string, unknown> }) => {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        message: 'AUTH_FAILED',
        data: { code: authErrorCodes.wrongCredentials },
      });
    };

    const options = await signInOptions(app);
    const response = authenticator.get(passkey, options);
    expect((await call(app, 'POST', passkeyPaths.signIn, { response })).status).toBe(200);
    failed(await call(app, 'POST', passkeyPaths.signIn, { response }));

    const elsewhere = authenticator.get(passkey, await signInOptions(app), {
      from: 'https://phish.example',
    });
    failed(await call(app, 'POST', passkeyPaths.signIn, { response: elsewhere }));

    const late = await signInOptions(app);
    app.clock.advance(PASSKEY_CHALLENGE_MS + 1);
    failed(
      await call(app, 'POST', passkeyPaths.signIn, { response: authenticator.get(passkey, late) }),
    );

    const clone = authenticator.get(passkey, await signInOptions(app), { signCount: 1 });
    failed(await call(app, 'POST', passkeyPaths.signIn, { response: clone }));

    // A registration answered from another origin, or twice with one challenge.
    const foreign = authenticator.create(await creationOptions(), {
      from: 'https://phish.example',
    });
    const refused = await call(
      app,
      'POST',
      passkeyPaths.passkeys,
      { name: 'X', response: foreign.answer },
      auth,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ response: expect.any(String) });
    const once = authenticator.create(await creationOptions());
    expect(
      (await call(app, 'POST', passkeyPaths.passkeys, { name: 'A', response: once.answer }, auth))
        .status,
    ).toBe(201);
    const twice = authenticator.create({
      challenge: JSON.parse(
        Buffer.from(once.answer.response.clientDataJSON, 'base64url').toString(),
      ).challenge,
    });
    expect(
      (await call(app, 'POST', passkeyPaths.passkeys, { name: 'B', response: twice.answer }, auth))
        .status,
    ).toBe(400);

    expect(
      (await call(app, 'DELETE', `${passkeyPaths.passkeys}/${id}`, { password: PASSWORD }, auth))
        .status,
    ).toBe(200);
    failed(
      await call(app, 'POST', passkeyPaths.signIn, {
        response: authenticator.get(passkey, await signInOptions(app)),
      }),
    );
  });

  it("keeps each account's passkeys its own", async () => {
    const app = buildTestApp(database);
    const ada = await withAccount(ADA, app);
    const bob = await withAccount(BOB, app);
    const { passkey, id } = await ada.add();
    const path = `${passkeyPaths.passkeys}/${id}`;
    expect((await call(app, 'PATCH', path, { name: 'Mine' }, bob.auth)).status).toBe(404);
    expect((await call(app, 'DELETE', path, { password: PASSWORD }, bob.auth)).status).toBe(404);
    expect((await call(app, 'GET', passkeyPaths.passkeys, undefined, bob.auth)).body).toEqual([]);

    // Ada's passkey answering with Bob's user handle: refused, never Bob's session.
    const options = await signInOptions(app);
    const bobs = await call(
      app,
      'POST',
      passkeyPaths.registrationOptions,
      { password: PASSWORD },
      bob.auth,
    );
    const forged = ada.authenticator.get(
      { ...passkey, userHandle: (bobs.body as Options).user?.id ?? '' },
      options,
    );
    expect((await call(app, 'POST', passkeyPaths.signIn, { response: forged })).status).toBe(401);

    // A challenge given to Bob's registration does not register for Ada.
    const { answer } = ada.authenticator.create(bobs.body as Options);
    expect(
      (await call(app, 'POST', passkeyPaths.passkeys, { name: 'X', response: answer }, ada.auth))
        .status,
    ).toBe(400);
  });

  it('names the passkey among the methods of a ticket, and signs in a locked account nowhere', async () => {
    const { app, authToken, add, authenticator } = await withAccount();
    await setUpAuthenticator(app, authToken);
    const { passkey } = await add();
    const answer = await login(app, ADA);
    expect(answer.body.secondFactor).toMatchObject({ methods: ['totp', 'recovery', 'passkey'] });

    await database.db.execute(sql`UPDATE users SET locked_at = now() WHERE email_address = ${ADA}`);
    const locked = await call(app, 'POST', passkeyPaths.signIn, {
      response: authenticator.get(passkey, await signInOptions(app)),
    });
    expect(locked.status).toBe(401);
    expect(locked.body).toMatchObject({ data: { code: authErrorCodes.accountDisabled } });
  });

  it('refuses malformed answers with 422, and limits the challenges per network', async () => {
    const app = buildTestApp(database);
    const bad = await call(app, 'POST', passkeyPaths.signIn, { response: { id: 'x' } });
    expect(bad.status).toBe(422);
    let last = 200;
    for (let i = 0; i <= rules.passkeyChallengesPerAddress.limit; i += 1)
      last = (await call(app, 'POST', passkeyPaths.signInOptions)).status;
    expect(last).toBe(429);
  });
});
