import { seedScripts } from '../../../server/domain/catalogue';
import {
  accountSecurityEndpoints,
  endpoints as api,
  apiDocsEndpoints,
  consoleCustomersEndpoints,
  consoleEndpoints,
  consoleRequestsEndpoints,
  consoleScriptsEndpoints,
  consoleSupportEndpoints,
  DEFAULT_DESKTOP_CLIENT_ID,
  DEVICE_CODE_GRANT,
  type Endpoint,
  oauthPaths,
  passkeyEndpoints,
  secondFactorEndpoints,
} from '../../../src/services/contract';
import { PASSWORD } from './auth';
import { LOCAL_MONTHLY, LOCAL_YEARLY } from './payments';

/** A WebAuthn answer of the right shape that no challenge was given for. */
const unverifiedPasskeyAnswer = (response: Record<string, string>) => ({
  id: 'AAAA',
  rawId: 'AAAA',
  type: 'public-key',
  response: { clientDataJSON: 'AAAA', ...response },
  clientExtensionResults: {},
});

/** The accounts and records a well-formed request refers to (see `prepareWorld`). */
export type World = {
  customer: { emailAddress: string; token: string };
  pro: { emailAddress: string; token: string };
  /** A signed-in operator (the ADMIN role). */
  operator: { emailAddress: string; token: string };
  freeScript: string;
  paidScript: string;
  /** An open test checkout of the paid script by the customer. */
  checkoutId: string;
  /** The signed download of the free script: name, expires and signature. */
  contentLink: { scriptName: string; expires: string; signature: string };
  /** The device token of a desktop tool the customer signed in. */
  deviceToken: string;
};

export type Sample = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: Record<string, unknown>;
  /** A form body (the test checkout page's form, the OAuth device sign-in's requests). */
  form?: Record<string, string>;
};

/** A well-formed request (a code or password may be wrong: the shape is what matters). */
export type SampleOf = (world: World) => Sample;

/** An endpoint's key in the samples: its method and its route, `:name` for path parameters. */
export const routeKey = (route: Pick<Endpoint, 'method' | 'path'>) =>
  `${route.method} ${route.path}`;

/**
 * The API's routes that answer pages and redirects rather than JSON, so are not declared
 * endpoints (the checkouts, the test checkout's page and form, the e-mail check without an
 * e-mail), and the device sign-in's form-encoded OAuth endpoints, whose bodies the registrar
 * does not read: who may call them, as the declarations say it for the others.
 */
export const plainRoutes: ReadonlyArray<Pick<Endpoint, 'method' | 'path' | 'access'>> = [
  { method: 'GET', path: api.auth.exists, access: 'public' },
  { method: 'GET', path: api.payment.scriptCheckout, access: 'public' },
  { method: 'GET', path: api.payment.subscriptionCheckout, access: 'public' },
  { method: 'GET', path: `${api.payment.testCheckout}/:id`, access: 'public' },
  { method: 'POST', path: `${api.payment.testCheckout}/:id`, access: 'public' },
  { method: 'POST', path: oauthPaths.deviceAuthorization, access: 'public' },
  { method: 'POST', path: oauthPaths.token, access: 'public' },
];

const NEW_PERSON = 'newcomer@example.com';
/** Well-formed, and nobody's: the shape is what matters (the console's calls then answer 404). */
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const SOME_USER_CODE = 'BCDF-GHJK';
const nothing: SampleOf = () => ({});
const someId: SampleOf = () => ({ params: { id: SOME_ID } });
/** A console table's query: a sort order, which no junk passes for. */
const ascending: SampleOf = () => ({ query: { order: 'asc' } });

const paidScript = seedScripts.find((script) => script.price !== '0');
/** A script the console accepts, its content a file. */
export const newScript = {
  scriptName: 'Sample Scout',
  scriptDescription: 'A script the samples describe.',
  scriptImageUrl: '/scripts/ema-crossover-pro.svg',
  platform: 'TradingView',
  application: 'Futures',
  price: '19.99',
  brokerage: 'Tradovate',
  createdOn: '2026-03-01',
  contentType: 'text/plain; charset=utf-8',
  contentKind: 'file',
  content: 'indicator("Sample Scout")',
  contentFileName: 'sample-scout.pine',
};

/**
 * One well-formed request per endpoint, keyed by `routeKey`; several, by name, where one route
 * takes several kinds of body. Written by hand: what an endpoint is and who may call it come
 * from its declaration (`endpoints.ts`), and a declared endpoint without a sample here fails
 * `security-access.test.ts`.
 */
export const samples: Record<string, SampleOf | Record<string, SampleOf>> = {
  [`GET ${api.health}`]: nothing,
  [routeKey(apiDocsEndpoints.openApi)]: nothing,
  [`POST ${api.auth.login}`]: (w) => ({
    body: { username: w.customer.emailAddress, password: 'Wrong1234' },
  }),
  [`GET ${api.auth.exists}/:email`]: (w) => ({ params: { email: w.customer.emailAddress } }),
  [`GET ${api.auth.exists}`]: { 'without an e-mail': nothing },
  [`POST ${api.auth.verification}`]: {
    'send a sign-up code': () => ({
      body: { emailAddress: NEW_PERSON, firstName: 'New', lastName: 'Comer', type: 'REGISTRATION' },
    }),
    'send a reset code': (w) => ({
      body: { emailAddress: w.customer.emailAddress, type: 'PASSWORD_RESET' },
    }),
    'check a code': () => ({
      body: { emailAddress: NEW_PERSON, verificationCode: '123456', type: 'REGISTRATION' },
    }),
  },
  [`POST ${api.auth.register}`]: () => ({
    body: {
      emailAddress: NEW_PERSON,
      firstName: 'New',
      lastName: 'Comer',
      verificationCode: '123456',
      referrerDetails: 'A friend',
      password: PASSWORD,
      termsAccepted: true,
    },
  }),
  ...Object.fromEntries(
    ['PUT', 'PATCH'].map((method) => [
      `${method} ${api.auth.password}`,
      (w: World) => ({
        body: {
          emailAddress: w.customer.emailAddress,
          verificationCode: '123456',
          password: 'Brand9New',
        },
      }),
    ]),
  ),
  [`POST ${api.auth.refresh}`]: () => ({ body: { authToken: 'not-a-live-token' } }),
  [`POST ${api.auth.logout}`]: nothing,
  // The Security page (issue 35): wrong passwords, so a sample changes nothing of the world.
  [routeKey(accountSecurityEndpoints.sessions)]: nothing,
  [routeKey(accountSecurityEndpoints.signOutSession)]: () => ({
    params: { id: '00000000-0000-4000-8000-000000000000' },
  }),
  [routeKey(accountSecurityEndpoints.signOutOthers)]: nothing,
  [routeKey(accountSecurityEndpoints.changePassword)]: () => ({
    body: { currentPassword: 'Not9TheOne', newPassword: 'Brand9New' },
  }),
  [routeKey(accountSecurityEndpoints.changeEmail)]: () => ({
    body: { newEmailAddress: NEW_PERSON, password: 'Not9TheOne' },
  }),
  [routeKey(accountSecurityEndpoints.confirmEmail)]: () => ({
    body: { verificationCode: '123456' },
  }),
  [routeKey(accountSecurityEndpoints.export)]: nothing,
  [routeKey(accountSecurityEndpoints.close)]: () => ({ body: { password: 'Not9TheOne' } }),
  // The second factor (issue 35): wrong codes, so a sample turns nothing on or off.
  [routeKey(secondFactorEndpoints.totpStatus)]: nothing,
  [routeKey(secondFactorEndpoints.startTotp)]: nothing,
  [routeKey(secondFactorEndpoints.confirmTotp)]: () => ({ body: { code: '000000' } }),
  [routeKey(secondFactorEndpoints.renewRecoveryCodes)]: () => ({ body: { code: '000000' } }),
  [routeKey(secondFactorEndpoints.turnOffTotp)]: () => ({
    body: { password: 'Not9TheOne', code: '000000' },
  }),
  [routeKey(secondFactorEndpoints.confirmSecondFactor)]: () => ({ body: { code: '000000' } }),
  [routeKey(secondFactorEndpoints.signIn)]: () => ({
    body: { ticket: 'not-a-live-ticket', code: '000000' },
  }),
  // Passkeys (issue 35): wrong passwords, an unknown id and answers that do not check out, so a
  // sample adds, renames and removes nothing.
  [routeKey(passkeyEndpoints.list)]: nothing,
  [routeKey(passkeyEndpoints.registrationOptions)]: () => ({ body: { password: 'Not9TheOne' } }),
  [routeKey(passkeyEndpoints.register)]: () => ({
    body: { name: 'Laptop', response: unverifiedPasskeyAnswer({ attestationObject: 'AAAA' }) },
  }),
  [routeKey(passkeyEndpoints.rename)]: () => ({
    params: { id: '00000000-0000-4000-8000-000000000000' },
    body: { name: 'Laptop' },
  }),
  [routeKey(passkeyEndpoints.remove)]: () => ({
    params: { id: '00000000-0000-4000-8000-000000000000' },
    body: { password: 'Not9TheOne' },
  }),
  [routeKey(passkeyEndpoints.signInOptions)]: nothing,
  [routeKey(passkeyEndpoints.signIn)]: () => ({
    body: {
      response: unverifiedPasskeyAnswer({ authenticatorData: 'AAAA', signature: 'AAAA' }),
    },
  }),
  [`GET ${api.store.scripts}`]: () => ({ query: { limit: '10', offset: '0' } }),
  [`GET ${api.store.details}/:scriptName`]: (w) => ({ params: { scriptName: w.paidScript } }),
  [`GET ${api.store.content}/:scriptName`]: (w) => ({
    params: { scriptName: w.contentLink.scriptName },
    query: { expires: w.contentLink.expires, signature: w.contentLink.signature },
  }),
  [`POST ${api.store.custom}`]: () => ({
    body: {
      name: 'Gap filler',
      description: 'Buy the opening gap when it fills halfway.',
      platform: 'TradingView',
      phoneNumber: '+1 555 123 4567',
    },
  }),
  [`GET ${api.store.custom}`]: nothing,
  [`POST ${api.support}`]: () => ({
    body: {
      firstName: 'New',
      lastName: 'Comer',
      emailAddress: NEW_PERSON,
      phoneCode: '+1',
      phoneNumber: '555 123 4567',
      reasonToContact: 'How do I install the desktop tool?',
    },
  }),
  [`POST ${api.ai.chat}`]: () => ({
    body: { message: 'Write a moving-average crossover script.' },
  }),
  [`GET ${api.payment.config}`]: nothing,
  [`GET ${api.payment.scriptCheckout}`]: (w) => ({
    query: { emailAddress: w.customer.emailAddress, product: w.paidScript },
  }),
  [`GET ${api.payment.subscriptionCheckout}`]: (w) => ({
    query: {
      priceId: LOCAL_MONTHLY,
      emailAddress: w.customer.emailAddress,
      returnUrl: '/customer/accounts',
    },
  }),
  [`GET ${api.payment.testCheckout}/:id`]: (w) => ({ params: { id: w.checkoutId } }),
  [`POST ${api.payment.testCheckout}/:id`]: (w) => ({
    params: { id: w.checkoutId },
    form: { decision: 'cancel' },
  }),
  [`GET ${api.payment.subscription}`]: nothing,
  [`PUT ${api.payment.subscription}`]: () => ({ query: { priceId: LOCAL_YEARLY } }),
  [`DELETE ${api.payment.subscription}`]: nothing,
  [`PUT ${api.payment.reinstate}`]: nothing,
  [`GET ${api.payment.purchases}`]: nothing,
  [`GET ${api.payment.notice}`]: nothing,
  [`POST ${api.payment.portal}`]: () => ({ body: { returnPath: '/customer/accounts' } }),
  [`POST ${api.payment.webhook}`]: () => ({
    body: { id: 'evt_1', type: 'checkout.session.completed' },
  }),
  [`POST ${api.device.code}`]: () => ({
    body: { deviceName: 'Trading PC', platform: 'windows-x64', appVersion: '2.0.0' },
  }),
  [`POST ${api.device.token}`]: () => ({ body: { deviceCode: 'not-a-live-device-code' } }),
  [`POST ${api.device.license}`]: nothing,
  // Without knownChangedAt the long poll answers at once.
  [`GET ${api.device.status}`]: nothing,
  [`POST ${oauthPaths.deviceAuthorization}`]: () => ({
    form: {
      client_id: DEFAULT_DESKTOP_CLIENT_ID,
      device_name: 'Trading PC',
      platform: 'windows-x64',
      app_version: '2.0.0',
    },
  }),
  [`POST ${oauthPaths.token}`]: () => ({
    form: {
      client_id: DEFAULT_DESKTOP_CLIENT_ID,
      grant_type: DEVICE_CODE_GRANT,
      device_code: 'not-a-live-device-code',
    },
  }),
  [`GET ${api.devices}`]: nothing,
  [`DELETE ${api.devices}/:id`]: someId,
  [`GET ${api.devices}/stop`]: nothing,
  [`POST ${api.devices}/stop`]: nothing,
  [`POST ${api.devices}/resume`]: nothing,
  [`GET ${api.devices}/activation/:userCode`]: () => ({ params: { userCode: SOME_USER_CODE } }),
  [`POST ${api.devices}/activation/:userCode`]: () => ({
    params: { userCode: SOME_USER_CODE },
    body: { decision: 'approve' },
  }),
  [`GET ${api.releases}`]: () => ({ query: { channel: 'stable' } }),
  [`GET ${api.releases}/latest`]: () => ({
    query: { platform: 'windows-x64', channel: 'stable' },
  }),
  [`GET ${api.releases}/keys`]: nothing,
  // The console. Its uploads are multipart, which a sample does not describe: sent empty.
  [routeKey(consoleEndpoints.overview)]: nothing,
  [routeKey(consoleEndpoints.audit)]: ascending,
  [routeKey(consoleEndpoints.releases)]: nothing,
  [routeKey(consoleEndpoints.uploadRelease)]: nothing,
  [routeKey(consoleEndpoints.publishRelease)]: () => ({ params: { version: '9.9.9' } }),
  [routeKey(consoleEndpoints.withdrawRelease)]: () => ({ params: { version: '9.9.9' } }),
  [routeKey(consoleEndpoints.rolloutRelease)]: () => ({
    params: { version: '9.9.9' },
    body: { percent: 25 },
  }),
  [routeKey(consoleEndpoints.haltRelease)]: () => ({ params: { version: '9.9.9' } }),
  [routeKey(consoleEndpoints.yankRelease)]: () => ({
    params: { version: '9.9.9' },
    body: { reason: 'Crashes on start' },
  }),
  [routeKey(consoleEndpoints.minimumVersion)]: () => ({ body: { minimumVersion: '1.0.0' } }),
  [routeKey(consoleEndpoints.clearMinimumVersion)]: nothing,
  [routeKey(consoleCustomersEndpoints.list)]: ascending,
  [routeKey(consoleCustomersEndpoints.detail)]: someId,
  [routeKey(consoleCustomersEndpoints.grantPro)]: () => ({
    params: { id: SOME_ID },
    body: { until: '2030-01-01' },
  }),
  [routeKey(consoleCustomersEndpoints.endPro)]: someId,
  [routeKey(consoleCustomersEndpoints.grantScript)]: () => ({
    params: { id: SOME_ID },
    body: { scriptId: SOME_ID },
  }),
  [routeKey(consoleCustomersEndpoints.revokeScript)]: () => ({
    params: { id: SOME_ID, scriptId: SOME_ID },
  }),
  [routeKey(consoleCustomersEndpoints.lock)]: someId,
  [routeKey(consoleCustomersEndpoints.unlock)]: someId,
  [routeKey(consoleCustomersEndpoints.makeAdmin)]: someId,
  [routeKey(consoleCustomersEndpoints.unmakeAdmin)]: someId,
  [routeKey(consoleCustomersEndpoints.stopDevices)]: someId,
  [routeKey(consoleCustomersEndpoints.resumeDevices)]: someId,
  [routeKey(consoleScriptsEndpoints.list)]: ascending,
  // A name the catalogue has: answered 409, nothing written.
  [routeKey(consoleScriptsEndpoints.create)]: () => ({
    body: { ...newScript, scriptName: paidScript?.scriptName ?? newScript.scriptName },
  }),
  [routeKey(consoleScriptsEndpoints.uploadImage)]: nothing,
  [routeKey(consoleScriptsEndpoints.detail)]: someId,
  [routeKey(consoleScriptsEndpoints.update)]: () => ({ params: { id: SOME_ID }, body: newScript }),
  [routeKey(consoleScriptsEndpoints.setPublished)]: () => ({
    params: { id: SOME_ID },
    body: { published: true },
  }),
  [routeKey(consoleScriptsEndpoints.remove)]: someId,
  [routeKey(consoleRequestsEndpoints.list)]: ascending,
  [routeKey(consoleRequestsEndpoints.detail)]: someId,
  [routeKey(consoleRequestsEndpoints.step)]: () => ({
    params: { id: SOME_ID },
    body: { status: 'in_review' },
  }),
  [routeKey(consoleSupportEndpoints.list)]: ascending,
  [routeKey(consoleSupportEndpoints.detail)]: someId,
  [routeKey(consoleSupportEndpoints.reply)]: () => ({
    params: { id: SOME_ID },
    body: { body: 'Reinstall it.' },
  }),
  [routeKey(consoleSupportEndpoints.setStatus)]: () => ({
    params: { id: SOME_ID },
    body: { status: 'closed' },
  }),
};
