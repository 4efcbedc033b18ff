import { ChakraProvider } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { pagePaths } from '../../../../src/services/contract';
import { SessionProvider } from '../../../../src/ui/app/session-provider';
import { system } from '../../../../src/ui/theme';

export type RenderedPage = { currentPath: () => string };

/**
 * A page at its path, inside what the app gives it (the design system, the router, the one
 * session actor), opened once the app runs. Going elsewhere leaves the page (it unmounts, as in the app); the replay
 * then checks only where the person went.
 */
export function renderPage(page: ReactNode, path: string): RenderedPage {
  // The app runs before the person opens the page: the session actor has started by then.
  const location = memoryLocation({ path: pagePaths.home, record: true });
  render(
    <ChakraProvider value={system}>
      <Router hook={location.hook}>
        <SessionProvider>
          <Switch>
            <Route path={path}>{page}</Route>
          </Switch>
        </SessionProvider>
      </Router>
    </ChakraProvider>,
  );
  act(() => location.navigate(path));
  return { currentPath: () => location.history?.at(-1) ?? path };
}
