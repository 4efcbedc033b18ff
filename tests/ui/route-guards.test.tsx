import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
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
    const location = renderAt('/customer/settings');
    await act(async () => {});
    expect(screen.getByText('login screen')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/login');
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
