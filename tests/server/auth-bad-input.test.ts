import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  codeSentTo,
  PASSWORD,
  paths,
  registration,
  sendRegistrationCode,
  signUp,
  snapshot,
  type TestApp,
} from './support/auth';
import { databaseKinds, suiteDatabase } from './support/databases';
import { buildTestApp } from './support/test-app';

type BadInput = {
  name: string;
  method: string;
  path: string;
  /** An object is sent as JSON; a string is sent as it is (broken JSON and the like). */
  body?: unknown;
  headers?: Record<string, string>;
  status: number;
  /** The exact message when given; otherwise any non-empty message. */
  message?: string;
  errors?: Record<string, string>;
};

const long = (length: number) => 'a'.repeat(length);
const longEmail = `${long(250)}@example.com`;
const validRegistration = registration('new@example.com', '000000');
const validUpdate = {
  emailAddress: 'ada@example.com',
  verificationCode: '000000',
  password: 'Brand9New',
};
const TEXT = { 'content-type': 'text/plain' };
const login = paths.login;
const send = paths.verification;

/**
 * Requests that must be refused with a clear 4xx and a message, and change nothing. They are
 * run against a database holding an account, a live sign-up code and a live reset code.
 */
const cases: BadInput[] = [
  // login: every malformed body is 422 VALIDATION_FAILED (spec section 8)
  {
    name: 'login with broken JSON',
    method: 'POST',
    path: login,
    body: '{"username":',
    status: 422,
    message: 'VALIDATION_FAILED',
    errors: { body: 'The request body is not valid JSON.' },
  },
  {
    name: 'login with an array body',
    method: 'POST',
    path: login,
    body: '[]',
    status: 422,
    message: 'VALIDATION_FAILED',
    errors: { body: 'The request body must be a JSON object.' },
  },
  {
    name: 'login with a null body',
    method: 'POST',
    path: login,
    body: 'null',
    status: 422,
    message: 'VALIDATION_FAILED',
  },
  {
    name: 'login sent as text/plain',
    method: 'POST',
    path: login,
    body: '{}',
    headers: TEXT,
    status: 422,
    message: 'VALIDATION_FAILED',
  },
  {
    name: 'login with an empty body',
    method: 'POST',
    path: login,
    body: '',
    status: 422,
    message: 'VALIDATION_FAILED',
  },
  {
    name: 'login with an empty object',
    method: 'POST',
    path: login,
    body: {},
    status: 422,
    message: 'VALIDATION_FAILED',
    errors: { username: 'Email is required', password: 'Password is required' },
  },
  {
    name: 'login with an empty username and password',
    method: 'POST',
    path: login,
    body: { username: '', password: '' },
    status: 422,
    message: 'VALIDATION_FAILED',
    errors: { username: 'Email is required', password: 'Password is required' },
  },
  {
    name: 'login without a username',
    method: 'POST',
    path: login,
    body: { password: PASSWORD },
    status: 422,
    message: 'VALIDATION_FAILED',
    errors: { username: 'Email is required' },
  },
  {
    name: 'login with a blank userName and a number as password',
    method: 'POST',
    path: login,
    body: { userName: '  ', password: 7 },
    status: 422,
    message: 'VALIDATION_FAILED',
    errors: { username: 'Email is required', password: 'Password is required' },
  },
  {
    name: 'login with a number as username',
    method: 'POST',
    path: login,
    body: { username: 42, password: PASSWORD },
    status: 422,
    message: 'VALIDATION_FAILED',
    errors: { username: 'Invalid email address' },
  },
  {
    name: 'login without a password',
    method: 'POST',
    path: login,
    body: { username: 'ada@example.com' },
    status: 422,
    message: 'VALIDATION_FAILED',
    errors: { password: 'Password is required' },
  },
  {
    name: 'login with an empty password',
    method: 'POST',
    path: login,
    body: { username: 'ada@example.com', password: '' },
    status: 422,
    errors: { password: 'Password is required' },
  },
  {
    name: 'login with a 129-character password',
    method: 'POST',
    path: login,
    body: { username: 'ada@example.com', password: long(129) },
    status: 422,
    errors: { password: 'Password is too long' },
  },
  {
    name: 'login with a 262-character e-mail',
    method: 'POST',
    path: login,
    body: { username: longEmail, password: PASSWORD },
    status: 422,
    errors: { username: 'Email address is too long' },
  },
  {
    name: 'login with the wrong password',
    method: 'POST',
    path: login,
    body: { username: 'ada@example.com', password: 'Wrong1234' },
    status: 401,
    message: 'AUTH_FAILED',
  },
  // exists
  {
    name: 'exists with a malformed e-mail',
    method: 'GET',
    path: paths.exists('ada@'),
    status: 422,
    message: 'Invalid email address',
  },
  {
    name: 'exists with an overlong e-mail',
    method: 'GET',
    path: paths.exists(longEmail),
    status: 422,
    message: 'Email address is too long',
  },
  {
    name: 'exists with broken percent-encoding',
    method: 'GET',
    path: '/api/v2/auth/exists/%E0%A4%A',
    status: 422,
  },
  {
    name: 'exists with a control character',
    method: 'GET',
    path: '/api/v2/auth/exists/a%0Ab%40example.com',
    status: 422,
    message: 'Invalid email address',
  },
  // verification/send
  {
    name: 'code send with broken JSON',
    method: 'POST',
    path: send,
    body: '{"emailAddress"',
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  {
    name: 'code send with a string body',
    method: 'POST',
    path: send,
    body: '"hello"',
    status: 400,
    message: 'The request body must be a JSON object.',
  },
  {
    name: 'code send as text/plain',
    method: 'POST',
    path: send,
    body: '{}',
    headers: TEXT,
    status: 415,
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  {
    name: 'code send with neither type nor code',
    method: 'POST',
    path: send,
    body: { emailAddress: 'x@example.com' },
    status: 422,
    errors: {
      type: 'Send a type (REGISTRATION or PASSWORD_RESET) to get a code, or a verificationCode to check one.',
    },
  },
  {
    name: 'code send with an unknown type',
    method: 'POST',
    path: send,
    body: { emailAddress: 'x@example.com', type: 'ADMIN' },
    status: 422,
    message: 'The type must be REGISTRATION or PASSWORD_RESET.',
  },
  {
    name: 'sign-up code without a first name',
    method: 'POST',
    path: send,
    body: { emailAddress: 'x@example.com', lastName: 'B', type: 'REGISTRATION' },
    status: 422,
    message: 'First name is required',
  },
  {
    name: 'sign-up code with a blank last name',
    method: 'POST',
    path: send,
    body: { emailAddress: 'x@example.com', firstName: 'A', lastName: '   ', type: 'REGISTRATION' },
    status: 422,
    message: 'Last name is required',
  },
  {
    name: 'sign-up code with a 101-character name',
    method: 'POST',
    path: send,
    body: {
      emailAddress: 'x@example.com',
      firstName: long(101),
      lastName: 'B',
      type: 'REGISTRATION',
    },
    status: 422,
    message: 'First name is too long',
  },
  {
    name: 'sign-up code with a line break in the last name (a header injection)',
    method: 'POST',
    path: send,
    body: {
      emailAddress: 'x@example.com',
      firstName: 'A',
      lastName: 'B\r\nBcc: everyone@example.com',
      type: 'REGISTRATION',
    },
    status: 422,
    message: 'Last name must be on one line',
  },
  {
    name: 'registration with a line break in the first name',
    method: 'POST',
    path: paths.register,
    body: { ...validRegistration, firstName: 'Ada\nLovelace' },
    status: 422,
    message: 'First name must be on one line',
  },
  {
    name: 'sign-up code with a malformed e-mail',
    method: 'POST',
    path: send,
    body: { emailAddress: 'x@', firstName: 'A', lastName: 'B', type: 'REGISTRATION' },
    status: 422,
    message: 'Invalid email address',
  },
  {
    name: 'sign-up code for an existing account',
    method: 'POST',
    path: send,
    body: { emailAddress: 'ada@example.com', firstName: 'A', lastName: 'B', type: 'REGISTRATION' },
    status: 409,
    message: 'This email address already exists in the system.',
  },
  {
    name: 'reset code with a number as e-mail',
    method: 'POST',
    path: send,
    body: { emailAddress: 7, type: 'PASSWORD_RESET' },
    status: 422,
    message: 'Email is required',
  },
  {
    name: 'code check with letters',
    method: 'POST',
    path: send,
    body: { emailAddress: 'new@example.com', verificationCode: 'abcdef' },
    status: 422,
    message: 'Invalid verification code.',
  },
  {
    name: 'code check with five digits',
    method: 'POST',
    path: send,
    body: { emailAddress: 'new@example.com', verificationCode: '12345' },
    status: 422,
    message: 'Invalid verification code.',
  },
  {
    name: 'code check with a number',
    method: 'POST',
    path: send,
    body: { emailAddress: 'new@example.com', verificationCode: 123456 },
    status: 422,
    message: 'Verification code is required',
  },
  {
    name: 'code check with an unknown type',
    method: 'POST',
    path: send,
    body: { emailAddress: 'new@example.com', verificationCode: '123456', type: 'X' },
    status: 422,
    message: 'The type must be REGISTRATION or PASSWORD_RESET.',
  },
  // register
  {
    name: 'register with an empty object',
    method: 'POST',
    path: paths.register,
    body: {},
    status: 422,
    message: 'Email is required',
  },
  {
    name: 'register with broken JSON',
    method: 'POST',
    path: paths.register,
    body: '{,}',
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  {
    name: 'register with termsAccepted "true" as text',
    method: 'POST',
    path: paths.register,
    body: { ...validRegistration, termsAccepted: 'true' },
    status: 422,
    message: 'You must accept the terms',
  },
  {
    name: 'register without the referral answer',
    method: 'POST',
    path: paths.register,
    body: { ...validRegistration, referrerDetails: undefined },
    status: 422,
    message: 'This field is required',
  },
  {
    name: 'register with a password without a digit',
    method: 'POST',
    path: paths.register,
    body: { ...validRegistration, password: 'Password' },
    status: 422,
    message: 'Must include 8+ chars, uppercase, number',
  },
  {
    name: 'register with a password without an uppercase letter',
    method: 'POST',
    path: paths.register,
    body: { ...validRegistration, password: 'password1' },
    status: 422,
    message: 'Must include 8+ chars, uppercase, number',
  },
  {
    name: 'register with an object as first name',
    method: 'POST',
    path: paths.register,
    body: { ...validRegistration, firstName: { $ne: '' } },
    status: 422,
    message: 'First name is required',
  },
  {
    name: 'register with a __proto__ payload',
    method: 'POST',
    path: paths.register,
    body: '{"__proto__":{"termsAccepted":true},"emailAddress":"new@example.com"}',
    status: 422,
  },
  {
    name: 'register for an existing account',
    method: 'POST',
    path: paths.register,
    body: { ...validRegistration, emailAddress: 'ADA@example.com' },
    status: 409,
    message: 'This email address already exists in the system.',
  },
  {
    name: 'register with a body over 64 KiB',
    method: 'POST',
    path: paths.register,
    body: { ...validRegistration, referrerDetails: long(70_000) },
    status: 413,
    message: 'Request body is too large.',
  },
  // password
  {
    name: 'password update with an empty object',
    method: 'PUT',
    path: paths.password,
    body: {},
    status: 422,
    message: 'Email is required',
  },
  {
    name: 'password update with a weak password',
    method: 'PATCH',
    path: paths.password,
    body: { ...validUpdate, password: 'weak' },
    status: 422,
    message: 'Must include 8+ chars, uppercase, number',
  },
  {
    name: 'password update without a code',
    method: 'PUT',
    path: paths.password,
    body: { ...validUpdate, verificationCode: undefined },
    status: 422,
    message: 'Verification code is required',
  },
  {
    name: 'password update with broken JSON',
    method: 'PUT',
    path: paths.password,
    body: '{"a":1',
    status: 400,
    message: 'The request body is not valid JSON.',
  },
  {
    name: 'password update for an address with no reset code',
    method: 'PUT',
    path: paths.password,
    body: { ...validUpdate, emailAddress: 'new@example.com' },
    status: 400,
    message: 'Invalid verification code.',
  },
  // refresh and logout
  {
    name: 'refresh without a token',
    method: 'POST',
    path: paths.refresh,
    body: {},
    status: 422,
    message: 'authToken is required',
  },
  {
    name: 'refresh with a number as token',
    method: 'POST',
    path: paths.refresh,
    body: { authToken: 5 },
    status: 422,
    message: 'authToken is required',
  },
  {
    name: 'refresh with a 201-character token',
    method: 'POST',
    path: paths.refresh,
    body: { authToken: long(201) },
    status: 422,
    message: 'authToken is too long',
  },
  {
    name: 'refresh with an unknown token',
    method: 'POST',
    path: paths.refresh,
    body: { authToken: 'nope' },
    status: 401,
    message: 'Your session has expired. Please login again.',
  },
  {
    name: 'logout without a token',
    method: 'POST',
    path: paths.logout,
    status: 401,
    message: 'Please login to continue.',
  },
  {
    name: 'logout with an unknown token',
    method: 'POST',
    path: paths.logout,
    headers: { authorization: 'Bearer abc' },
    status: 401,
    message: 'Your session has expired. Please login again.',
  },
  {
    name: 'logout with a 1000-character token',
    method: 'POST',
    path: paths.logout,
    headers: { authorization: `Bearer ${long(1000)}` },
    status: 401,
  },
  // wrong method
  {
    name: 'GET on the login path',
    method: 'GET',
    path: login,
    status: 404,
    message: 'API endpoint not found',
  },
  {
    name: 'DELETE on the password path',
    method: 'DELETE',
    path: paths.password,
    status: 404,
    message: 'API endpoint not found',
  },
];

describe.each(databaseKinds)('bad input on %s', (kind) => {
  const database = suiteDatabase(kind);
  let app: TestApp;

  beforeAll(async () => {
    app = buildTestApp(database);
    await signUp(app, 'ada@example.com');
    await sendRegistrationCode(app, 'new@example.com');
    await call(app, 'POST', send, { emailAddress: 'ada@example.com', type: 'PASSWORD_RESET' });
    await codeSentTo(app, 'new@example.com');
  });

  it('has at least 30 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases)('refuses $name with $status and changes nothing', async (badInput) => {
    const before = await snapshot(database);
    const answer = await call(app, badInput.method, badInput.path, badInput.body, badInput.headers);
    expect(answer.status).toBe(badInput.status);
    expect(answer.body.message).toEqual(expect.any(String));
    expect((answer.body.message as string).length).toBeGreaterThan(0);
    if (badInput.message) expect(answer.body.message).toBe(badInput.message);
    if (badInput.errors) expect(answer.body.errors).toMatchObject(badInput.errors);
    expect(await snapshot(database)).toEqual(before);
  });
});
