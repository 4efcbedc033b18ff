import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import {
  chatExchanges,
  customScriptRequests,
  supportMessages,
  users,
  verificationCodes,
} from '../../server/db/schema';
import { CODE_MAX_FAILED_ATTEMPTS, rules } from '../../server/domain/limits';
import { INVALID_CODE_MESSAGE } from '../../server/domain/verification-codes';
import { endpoints as api } from '../../src/services/contract';
import {
  bearer,
  call,
  codeSentTo,
  fromAddress,
  PASSWORD,
  paths,
  registration,
  type TestApp,
} from './support/auth';
import { databaseKinds } from './support/databases';
import { endpointTable, freshWorldEachTest, type World } from './support/endpoints';
import { injectionStrings, privilegedFields } from './support/hostile';
import { navigate, paymentPaths, submitCheckout } from './support/payments';

/**
 * What requests cannot do with their content: set fields they do not own (mass assignment),
 * run SQL or markup through text fields, or guess a verification code. The basic case of each
 * lives beside its feature (roles in `auth-signup.test.ts`, escaped names in mails there too,
 * the 5-try limit in `auth-signup.test.ts` and `auth-reset.test.ts`).
 */
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const GUESSES_PER_ROUND = 8;
const sampleBody = (path: string, world: World) =>
  endpointTable.find((endpoint) => endpoint.path === path)?.sample(world).body ?? {};

/** A body with every privileged field, and the same again smuggled in as a prototype. */
const withPrivileges = (body: Record<string, unknown>) =>
  `${JSON.stringify({ ...body, ...privilegedFields }).slice(0, -1)},"__proto__":${JSON.stringify(privilegedFields)}}`;

describe.each(databaseKinds)('request content on %s', (kind) => {
  let database: DatabaseHandle;
  let app: TestApp;
  let world: World;

  freshWorldEachTest(kind, (fresh) => {
    ({ database, app, world } = fresh);
  });

  const userRow = async (emailAddress: string) =>
    (await database.db.select().from(users).where(eq(users.emailAddress, emailAddress)))[0];

  describe('mass assignment', () => {
    it('ignores privileged fields in every body that creates or changes a row', async () => {
      const now = new Date(app.clock.now());
      const customer = world.customer;
      const customerBefore = await userRow(customer.emailAddress);

      // Sign-up: the code request, then the registration itself.
      const send = await call(
        app,
        'POST',
        paths.verification,
        withPrivileges({
          emailAddress: 'eve@example.com',
          firstName: 'Eve',
          lastName: 'Smith',
          type: 'REGISTRATION',
        }),
      );
      expect(send.status).toBe(200);
      const [code] = await database.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.emailAddress, 'eve@example.com'));
      expect(code?.failedAttempts).toBe(0);
      const registered = await call(
        app,
        'POST',
        paths.register,
        withPrivileges(registration('eve@example.com', await codeSentTo(app, 'eve@example.com'))),
      );
      expect(registered.status).toBe(200);
      expect(registered.body).toMatchObject({ user: { roles: [] } });
      const eve = await userRow('eve@example.com');
      expect(eve?.roles).toEqual([]);
      expect(eve?.id).not.toBe(privilegedFields.id);
      expect(eve?.createdAt.getTime()).not.toBe(Date.parse(privilegedFields.createdAt));
      expect(eve?.passwordHash).toMatch(/^\$argon2id\$/);

      // Sign-in, refresh and password reset hand out no roles either.
      const signedIn = await call(
        app,
        'POST',
        paths.login,
        withPrivileges({ username: customer.emailAddress, password: PASSWORD }),
      );
      expect(signedIn.body).toMatchObject({ user: { roles: [] } });
      const refreshed = await call(
        app,
        'POST',
        paths.refresh,
        withPrivileges({ authToken: signedIn.body.authToken }),
      );
      expect(refreshed.body).toMatchObject({ user: { roles: [] } });
      await call(app, 'POST', paths.verification, {
        emailAddress: customer.emailAddress,
        type: 'PASSWORD_RESET',
      });
      const reset = await call(
        app,
        'PUT',
        paths.password,
        withPrivileges({
          emailAddress: customer.emailAddress,
          verificationCode: await codeSentTo(app, customer.emailAddress),
          password: 'Brand9New',
        }),
      );
      expect(reset.status).toBe(200);
      const customerAfter = await userRow(customer.emailAddress);
      expect(customerAfter).toMatchObject({
        id: customerBefore?.id,
        roles: [],
        createdAt: customerBefore?.createdAt,
      });

      // Requests that store rows: a custom script, a support message, a chat exchange.
      const token = (
        await call(app, 'POST', paths.login, {
          username: customer.emailAddress,
          password: 'Brand9New',
        })
      ).body.authToken as string;
      for (const [path, auth] of [
        [api.store.custom, bearer(token)],
        [api.support, {}],
        [api.ai.chat, bearer(world.pro.token)],
      ] as const) {
        const answer = await call(app, 'POST', path, withPrivileges(sampleBody(path, world)), auth);
        expect(answer.status, path).toBe(200);
      }
      const pro = await userRow(world.pro.emailAddress);
      const [request] = await database.db.select().from(customScriptRequests);
      expect(request).toMatchObject({ userId: customerBefore?.id, createdAt: now });
      const [message] = await database.db.select().from(supportMessages);
      expect(message?.createdAt).toEqual(now);
      const [exchange] = await database.db.select().from(chatExchanges);
      expect(exchange).toMatchObject({ userId: pro?.id, createdAt: now });
      for (const row of [request, message, exchange]) {
        expect(row?.id).not.toBe(privilegedFields.id);
      }
      // The operators' workflows start where they always start, whatever the body says.
      expect(request?.status).toBe('new');
      expect(message?.status).toBe('open');
      expect(exchange).not.toHaveProperty('status');
      // Nothing leaked into every object's prototype.
      expect(({} as Record<string, unknown>).roles).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
  });

  describe('injection strings', () => {
    it('are stored and answered verbatim, as data', async () => {
      const token = world.customer.token;
      for (const [index, text] of injectionStrings.entries()) {
        const emailAddress = `person${index}@example.com`;
        // Past the hourly limits of custom requests and support messages.
        app.clock.advance(61 * MINUTE);
        expect(
          (
            await call(
              app,
              'POST',
              paths.verification,
              { emailAddress, firstName: text, lastName: text, type: 'REGISTRATION' },
              fromAddress(`198.51.100.${index}`),
            )
          ).status,
        ).toBe(200);
        // The mail's HTML shows the name as text.
        await app.outbox.drain();
        const mail = app.mail.lastTo(emailAddress);
        expect(mail?.html).not.toContain(text.includes('<') ? text : '<script>');
        const registered = await call(app, 'POST', paths.register, {
          ...registration(emailAddress, await codeSentTo(app, emailAddress)),
          firstName: text,
          lastName: text,
          referrerDetails: text,
        });
        expect(registered.status).toBe(200);
        expect(registered.body).toMatchObject({ user: { firstName: text, lastName: text } });
        expect(await userRow(emailAddress)).toMatchObject({ firstName: text, lastName: text });

        const custom = { ...sampleBody(api.store.custom, world), name: text, description: text };
        expect((await call(app, 'POST', api.store.custom, custom, bearer(token))).status).toBe(200);
        const support = {
          ...sampleBody(api.support, world),
          firstName: text,
          lastName: text,
          reasonToContact: text,
          emailAddress,
        };
        expect((await call(app, 'POST', api.support, support)).status).toBe(200);
        await app.outbox.drain();
        const supportMail = app.mail.sent.findLast((sent) => sent.to === 'support@app.test');
        expect(supportMail?.html).not.toMatch(/<script|<img/);

        const chat = await call(
          app,
          'POST',
          api.ai.chat,
          { message: text },
          bearer(world.pro.token),
        );
        expect(chat.status).toBe(200);

        // Where a text field only looks something up, it finds nothing and breaks nothing.
        expect(
          (await call(app, 'POST', paths.login, { username: text, password: text })).status,
        ).toBe(422);
        expect(
          (await call(app, 'GET', `${api.auth.exists}/${encodeURIComponent(text)}`)).status,
        ).toBe(422);
        const detail = await call(
          app,
          'GET',
          `${api.store.details}/${encodeURIComponent(text)}`,
          undefined,
          bearer(token),
        );
        expect(detail.status).toBe(404);
      }
      const stored = await database.db.select().from(customScriptRequests);
      expect(stored.map((row) => row.name)).toEqual([...injectionStrings]);
      expect(
        (await database.db.select().from(supportMessages)).map((row) => row.reasonToContact),
      ).toEqual([...injectionStrings]);
      expect((await database.db.select().from(chatExchanges)).map((row) => row.message)).toEqual(
        expect.arrayContaining([...injectionStrings]),
      );
      // Every table is still there, with every account in it.
      const [{ count } = { count: 0 }] = (
        (await database.db.execute(sql`SELECT count(*)::int AS count FROM users`)) as unknown as {
          rows: Array<{ count: number }>;
        }
      ).rows;
      // The world's customer, Pro customer and operator, and one account per string.
      expect(count).toBe(3 + injectionStrings.length);
    });

    it('come back escaped on the checkout pages', async () => {
      for (const text of injectionStrings) {
        const pages = [
          await navigate(app, paymentPaths.scriptCheckout(text, world.paidScript)),
          await navigate(app, paymentPaths.scriptCheckout(world.customer.emailAddress, text)),
          await navigate(
            app,
            paymentPaths.subscriptionCheckout({
              priceId: text,
              emailAddress: world.customer.emailAddress,
              returnUrl: text,
            }),
          ),
          await submitCheckout(app, `${api.payment.testCheckout}/${world.checkoutId}`, {
            decision: 'complete',
            promoCode: text,
          }),
        ];
        for (const page of pages) {
          expect(page.status).toBeGreaterThanOrEqual(400);
          expect(page.status).toBeLessThan(500);
          expect(page.text).not.toMatch(/<script|<img|onerror=/);
        }
      }
    });

    it('refuses text holding a NUL character, which PostgreSQL text cannot store', async () => {
      const body = { ...sampleBody(api.support, world), reasonToContact: 'a\u0000b' };
      const answer = await call(app, 'POST', api.support, body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/NUL/);
      const address = await call(app, 'GET', `${api.store.details}/a%00b`, undefined, {
        ...bearer(world.customer.token),
      });
      expect(address.status).toBe(400);
    });
  });

  describe('verification codes', () => {
    it('cannot be guessed within the limits: at most 50 guesses a day out of a million codes', async () => {
      const emailAddress = 'target@example.com';
      const started = app.clock.now();
      // Every request from another network address, so only the per-code and per-e-mail
      // limits stand in the way, as against a botnet.
      let requests = 0;
      const anotherAddress = () => {
        requests += 1;
        return fromAddress(
          `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
        );
      };
      const guess = (code: string, viaRegistration: boolean) =>
        viaRegistration
          ? call(app, 'POST', paths.register, registration(emailAddress, code), anotherAddress())
          : call(
              app,
              'POST',
              paths.verification,
              { emailAddress, verificationCode: code },
              anotherAddress(),
            );
      let codesSent = 0;
      let weighed = 0;
      let refused = 0;
      while (app.clock.now() - started < DAY) {
        const sent = await call(
          app,
          'POST',
          paths.verification,
          { emailAddress, firstName: 'Tara', lastName: 'Get', type: 'REGISTRATION' },
          anotherAddress(),
        );
        if (sent.status === 200) codesSent += 1;
        const live = codesSent > 0 ? await codeSentTo(app, emailAddress) : '000000';
        // Wrong guesses only (the live code is known here): what counts is how many are weighed.
        // Registration hashes the password first, so it is tried once a round while codes flow.
        for (let attempt = 0; attempt < GUESSES_PER_ROUND; attempt += 1) {
          const wrong = String((Number(live) + 1 + attempt) % 1_000_000).padStart(6, '0');
          const answer = await guess(wrong, attempt === 0 && sent.status === 200);
          if (answer.body.message === INVALID_CODE_MESSAGE) weighed += 1;
          else refused += 1;
        }
        app.clock.advance(15 * MINUTE);
      }
      const perDay = rules.codeSendsPerEmail.limit * CODE_MAX_FAILED_ATTEMPTS;
      expect(codesSent).toBe(rules.codeSendsPerEmail.limit);
      expect(weighed).toBeGreaterThanOrEqual(CODE_MAX_FAILED_ATTEMPTS);
      expect(weighed).toBeLessThanOrEqual(perDay);
      expect(refused).toBeGreaterThan(weighed);
      // 50 guesses among 10^6 codes: a 0.005 % chance a day for a determined attacker.
      expect(perDay / 1_000_000).toBeLessThanOrEqual(0.00005);
      expect(await userRow(emailAddress)).toBeUndefined();
    });
  });
});
