import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsApp,
  field,
  fillSignupDetails,
  listedIssues,
  newPerson,
  type Person,
  registerThroughApi,
  startAccountsApp,
} from './support/accounts';
import {
  launchBrowser,
  reusablePages,
  saveScreenshot,
  seriousAccessibilityViolations,
  type Viewport,
  viewports,
} from './support/browser';

let browser: Browser;
let accounts: AccountsApp;
/** Someone who already has an account. */
let member: Person;

beforeAll(async () => {
  [browser, accounts] = await Promise.all([launchBrowser(), startAccountsApp()]);
  member = newPerson('member');
  await registerThroughApi(accounts, member);
});
afterAll(async () => {
  await Promise.all([browser?.close(), accounts?.stop()]);
});

/** A page per width, reused from test to test (its storage cleared before each). */
const pageAt = reusablePages(() => browser);

/**
 * Looks at the screen as it is: a screenshot to review at each width, and no serious axe
 * violation. Axe runs at the desktop width only: its rules read the markup, names, roles and
 * colours, which the width does not change (every-page.test.ts runs it on each form's first
 * screen at both widths); each run costs about a second.
 */
async function check(page: Page, name: string, width: number) {
  await saveScreenshot(page, `${name}-${width}`);
  if (width === viewports.desktop.width) {
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  }
}

/** Spec section 4: during the 60 s after a send, the resend button stays, disabled, counting. */
async function expectResendCoolingDown(page: Page) {
  const resend = page.getByRole('button', { name: /^Resend available in \d+s$/ });
  expect(await resend.isVisible()).toBe(true);
  expect(await resend.isDisabled()).toBe(true);
}

const errorText = (page: Page) => page.getByRole('alert').first().textContent();

describe.each(Object.entries(viewports))('account screens at %s width', (_, viewport: Viewport) => {
  const width = viewport.width;

  it('login: the field rules, the server’s refusal, the show/hide toggle', async () => {
    const page = await pageAt(viewport);
    await page.goto(`${accounts.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Customer Login' }).waitFor();
    for (const name of ['Create Account', 'Forgot Password?', 'Return to Home']) {
      expect(await page.getByRole('link', { name }).isVisible()).toBe(true);
    }

    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Email is required').waitFor();
    expect(await page.getByText('Password is required').isVisible()).toBe(true);
    await check(page, 'login-field-errors', width);

    await field(page, 'Email').fill('ada@');
    await field(page, 'Password').fill('whatever1A');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email address').waitFor();

    const toggle = page.getByRole('button', { name: 'Show password' });
    await toggle.click();
    expect(await field(page, 'Password').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await field(page, 'Password').getAttribute('type')).toBe('password');

    await field(page, 'Email').fill(member.email);
    await field(page, 'Password').fill('Wrong1234');
    await field(page, 'Password').press('Enter');
    await page.getByRole('alert').waitFor();
    expect(await errorText(page)).toBe('Invalid email or password.');
    await check(page, 'login-server-error', width);
  });

  it('sign-up: every rule of each step, in the bulleted list, then the code step', async () => {
    const person = newPerson(`forms${width}`);
    const page = await pageAt(viewport);
    await page.goto(`${accounts.url}/register`);
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    for (const name of ['Login', 'Return to Home']) {
      expect(await page.getByRole('link', { name }).isVisible()).toBe(true);
    }

    const continueButton = page.getByRole('button', { name: 'Continue' });
    await continueButton.click();
    expect(await listedIssues(page)).toEqual(['Email is required']);
    await field(page, 'Email').fill('ada@example');
    await continueButton.click();
    expect(await listedIssues(page)).toEqual(['Invalid email address']);
    await field(page, 'Email').fill(member.email);
    await continueButton.click();
    await page.getByText('This email address already exists in the system.').waitFor();
    expect(await listedIssues(page)).toEqual(['This email address already exists in the system.']);
    await check(page, 'signup-step1-errors', width);

    await field(page, 'Email').fill(person.email);
    await continueButton.click();
    await field(page, 'First name').waitFor();
    await check(page, 'signup-step2', width);
    await continueButton.click();
    expect(await listedIssues(page)).toEqual([
      'First name is required',
      'Last name is required',
      'Password is required',
      'Confirm your password',
      'This field is required',
      'You must accept the terms',
    ]);
    await check(page, 'signup-step2-errors', width);

    await fillSignupDetails(page, { ...person, password: 'weakpass' });
    await continueButton.click();
    expect(await listedIssues(page)).toEqual(['Must include 8+ chars, uppercase, number']);
    await field(page, 'Password').fill('Signal123');
    await field(page, 'Confirm password').fill('Signal124');
    await continueButton.click();
    expect(await listedIssues(page)).toEqual(['Passwords do not match']);
    const terms = page.getByRole('link', { name: /Terms and Conditions/ });
    expect(await terms.getAttribute('href')).toBe('/terms-and-condition');
    expect(await terms.getAttribute('target')).toBe('_blank');

    // Back keeps what was typed; Enter in step 1 continues, it does not sign up.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await field(page, 'Email').inputValue()).toBe(person.email);
    await field(page, 'Email').press('Enter');
    await field(page, 'Confirm password').fill('Signal123');
    await continueButton.click();
    await page.getByText('Verification email sent. Please check your inbox.').waitFor();
    await expectResendCoolingDown(page);
    await check(page, 'signup-step3', width);

    await page.getByRole('button', { name: 'Sign Up' }).click();
    expect(await listedIssues(page)).toEqual(['Verification code is required']);
    await field(page, 'Verification code').fill('000000');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Invalid verification code.').waitFor();
    expect(await listedIssues(page)).toEqual(['Invalid verification code.']);
    await check(page, 'signup-step3-errors', width);
  });

  it('reset: the rules of both steps, the code step and its resend countdown', async () => {
    const page = await pageAt(viewport);
    await page.goto(`${accounts.url}/reset-password`);
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    for (const name of ['Return to Login', 'Return to Home']) {
      expect(await page.getByRole('link', { name }).isVisible()).toBe(true);
    }

    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await listedIssues(page)).toEqual(['Email is required']);
    await field(page, 'Email').fill('not an address');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await listedIssues(page)).toEqual(['Invalid email address']);
    await check(page, 'reset-step1-errors', width);

    // A fresh person per width: one reset code per address per minute.
    const person = newPerson(`reset${width}`);
    await registerThroughApi(accounts, person);
    await field(page, 'Email').fill(person.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByText('Reset email sent. Please check your inbox for the verification code.')
      .waitFor();
    await expectResendCoolingDown(page);
    await check(page, 'reset-step2', width);

    const submit = page.getByRole('button', { name: 'Reset Password' });
    await submit.click();
    expect(await listedIssues(page)).toEqual([
      'Verification code is required',
      'New password is required',
      'Please confirm your password',
    ]);
    await check(page, 'reset-step2-errors', width);
    // Every broken rule at once: the missing code and the mismatch together (spec section 5).
    await field(page, 'New password').fill('Changed456');
    await field(page, 'Confirm new password').fill('Changed457');
    await submit.click();
    expect(await listedIssues(page)).toEqual([
      'Verification code is required',
      'Passwords do not match',
    ]);
    await check(page, 'reset-step2-all-errors', width);
    await field(page, 'Verification code').fill('123456');
    await field(page, 'New password').fill('short');
    await field(page, 'Confirm new password').fill('short');
    await submit.click();
    expect(await listedIssues(page)).toEqual([
      'Must include 8+ chars, an uppercase letter, and a number',
    ]);
    await field(page, 'New password').fill('Changed456');
    await field(page, 'Confirm new password').fill('Changed457');
    await submit.click();
    expect(await listedIssues(page)).toEqual(['Passwords do not match']);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Continue' }).waitFor();
  });
});
