import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CookieBanner } from '../../src/ui/public/cookie-banner';
import { system } from '../../src/ui/theme';

function renderBanner() {
  return render(
    <ChakraProvider value={system}>
      <Router hook={memoryLocation().hook}>
        <CookieBanner />
      </Router>
    </ChakraProvider>,
  );
}

describe('<CookieBanner>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('stores the cookieDisclaimerDismissed flag and disappears when Allow is clicked', () => {
    renderBanner();
    act(() => screen.getByRole('button', { name: 'Allow' }).click());
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(localStorage.getItem('cookieDisclaimerDismissed')).toBe('true');
  });

  it('is not shown when the flag is already stored', () => {
    localStorage.setItem('cookieDisclaimerDismissed', 'true');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('links to the privacy policy', () => {
    renderBanner();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });
});
