import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { loginReturningTo, safeReturnPath } from '../../src/services/return-path';
import { RedirectWhenSignedIn, RequireSession } from '../../src/ui/app/route-guards';
import { SessionProvider } from '../../src/ui/app/session-provider';
import { system } from '../../src/ui/theme';

const user = { firstName: 'Ada', lastName: 'Lovelace', emailAddress: 'ada@example.com', roles: [] };

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <ChakraProvider value={system}>
      <Router hook={location.hook}>
        <SessionProvider>
          <Switch>
            <Route path="/customer" nest>
              <RequireSession>
                <p>customer area</p>
              </RequireSession>
            </Route>
            <Route path="/login">
              <RedirectWhenSignedIn>
                <p>login screen</p>
              </RedirectWhenSignedIn>
            </Route>
          </Switch>
        </SessionProvider>
      </Router>
    </ChakraProvider>,
  );
  return location;
}

function storeSession(expiresIn: number) {
  localStorage.setItem('expiresIn', String(expiresIn));
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('authToken', 'token-1');
}

describe('route guards with the session provider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('sends a visitor without a session from /customer to /login', async () => {
    const location = renderAt('/customer');
    await act(async () => {});
    expect(screen.getByText('login screen')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/login');
  });

  it('brings a visitor sent to /login back to the address, query included', async () => {
    const location = renderAt('/customer/devices/activate?code=BCDF-GHJK');
    await act(async () => {});
    expect(location.history?.at(-1)).toBe(
      '/login?returnTo=%2Fcustomer%2Fdevices%2Factivate%3Fcode%3DBCDF-GHJK',
    );
    storeSession(Date.now() + 60_000);
    cleanup();
    const signedIn = renderAt(location.history?.at(-1) ?? '');
    await act(async () => {});
    expect(screen.getByText('customer area')).toBeTruthy();
    expect(signedIn.history?.at(-1)).toBe('/customer/devices/activate?code=BCDF-GHJK');
  });

  it('never returns a signed-in person to another site', async () => {
    storeSession(Date.now() + 60_000);
    const location = renderAt('/login?returnTo=%2F%2Fevil.example%2Fcustomer');
    await act(async () => {});
    expect(location.history?.at(-1)).toBe('/customer');
  });

  it('lets a signed-in person into /customer and sends them away from /login', async () => {
    storeSession(Date.now() + 60_000);
    const location = renderAt('/login');
    await act(async () => {});
    expect(screen.getByText('customer area')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/customer');
  });

  it('ends a stored session that has expired and goes to /login', async () => {
    storeSession(Date.now() - 1);
    const location = renderAt('/customer');
    await act(async () => {});
    expect(screen.getByText('login screen')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

describe('the return path after signing in', () => {
  it('keeps a path of the signed-in areas with its query', () => {
    expect(safeReturnPath('/customer/devices/activate?code=BCDF-GHJK')).toBe(
      '/customer/devices/activate?code=BCDF-GHJK',
    );
    expect(safeReturnPath('/admin/releases')).toBe('/admin/releases');
    expect(safeReturnPath('/customer')).toBe('/customer');
  });

  it('refuses other origins, tricks and pages outside the areas', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/customer',
      '//evil.example/customer',
      '/\\evil.example/customer',
      '/\t/evil.example/customer',
      'javascript:alert(1)',
      '/login',
      '/customers-elsewhere',
      '/customer/../login',
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('names the login page alone for the area itself or an unsafe address', () => {
    expect(loginReturningTo('/customer')).toBe('/login');
    expect(loginReturningTo('//evil.example')).toBe('/login');
    expect(loginReturningTo('/customer/devices')).toBe('/login?returnTo=%2Fcustomer%2Fdevices');
  });
});
