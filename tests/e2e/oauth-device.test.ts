import { decodeJwt } from 'jose';
import * as oauth from 'openid-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceActivationPage, devicesPage } from '../../src/content/devices';
import { DEFAULT_DESKTOP_CLIENT_ID, endpoints } from '../../src/services/contract';
import {
  type AccountsApp,
  logIn,
  newPerson,
  registerThroughApi,
  startAccountsApp,
} from './support/accounts';
import { launchBrowser, openPage, viewports } from './support/browser';

/**
 * Issue 36's acceptance for point 5, as the desktop team will live it: their OAuth library
 * (openid-client 6, which no one here wrote) finds the device sign-in by discovery and polls it
 * while the customer approves in the browser, then fetches a license with the access token.
 */
const person = newPerson('oauth');
const DEVICE_NAME = 'Trading Laptop';
let accounts: AccountsApp;
let browser: Browser;

beforeAll(async () => {
  accounts = await startAccountsApp();
  browser = await launchBrowser();
  await registerThroughApi(accounts, person);
});
afterAll(async () => {
  await browser?.close();
  await accounts?.stop();
});

describe('the device sign-in through an OAuth library', () => {
  it('signs a device in with openid-client while the customer approves in the browser', async () => {
    const page = await openPage(browser, viewports.desktop);
    await logIn(page, accounts.url, person);

    const config = await oauth.discovery(
      new URL(accounts.url),
      DEFAULT_DESKTOP_CLIENT_ID,
      undefined,
      oauth.None(),
      // RFC 8414's document (not OpenID Connect's), over http on this machine only.
      { algorithm: 'oauth2', execute: [oauth.allowInsecureRequests] },
    );
    const codes = await oauth.initiateDeviceAuthorization(config, {
      device_name: DEVICE_NAME,
      platform: 'windows-x64',
      app_version: '2.0.0',
    });
    const polling = oauth.pollDeviceAuthorizationGrant(config, codes);

    // The customer opens the link the desktop shows and approves the device it names.
    await page.goto(codes.verification_uri_complete ?? codes.verification_uri);
    await page.getByRole('heading', { name: deviceActivationPage.deviceHeading }).waitFor();
    await page.getByText(DEVICE_NAME).waitFor();
    await page.getByRole('button', { name: deviceActivationPage.approve, exact: true }).click();
    await page.getByText(deviceActivationPage.approvedTitle).waitFor();

    const tokens = await polling;
    const answer = await oauth.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(endpoints.device.license, accounts.url),
      'POST',
    );
    expect(answer.status).toBe(200);
    const { license } = (await answer.json()) as { license: string };
    expect(decodeJwt(license)).toMatchObject({ plan: 'trial' });

    // The device is the customer's like any other.
    await page.goto(`${accounts.url}/customer/devices`);
    await page.getByRole('list', { name: devicesPage.listLabel }).getByText(DEVICE_NAME).waitFor();
    await page.close();
  });
});
