import Bowser from 'bowser';

/** What a User-Agent says of a browser, in words: 'Chrome' and 'Windows', or 'an unknown …'. */
export type BrowserDescription = { browser: string; system: string };

export const UNKNOWN_BROWSER = 'Unknown browser';
export const UNKNOWN_SYSTEM = 'unknown system';

/**
 * The browser and system families a User-Agent names (bowser), without versions: what the
 * Security page shows of a session, and what tells the server one browser from another.
 */
export function describeUserAgent(userAgent: string): BrowserDescription {
  const parsed = Bowser.parse(userAgent);
  return {
    browser: parsed.browser.name || UNKNOWN_BROWSER,
    system: parsed.os.name || UNKNOWN_SYSTEM,
  };
}
