import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ExternalLinks } from '../../src/services/contract';

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

const originOf = (url: string) => new URL(url).origin;

/** The links whose sites the pages open in frames. */
export type FramedLinks = Pick<ExternalLinks, 'scheduling' | 'tutorialVideo'>;

/**
 * What the site's pages may load: this origin only, plus the two third-party frames the SPA
 * opens on request (the scheduling popup and the tutorial video), taken from the configured
 * links themselves so a change of provider updates the policy too. No inline or foreign script.
 */
export const pagePolicy = (links: FramedLinks) =>
  serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Emotion (Chakra) and the scheduling popup insert <style> elements at run time, the
    // prerendered pages and the test checkout inline theirs: styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Chakra's recipes draw a few icons as data: SVGs (the date picker's select arrow).
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': [...new Set([originOf(links.scheduling), originOf(links.tutorialVideo)])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });

/** Everything that is not a page (JSON, scripts, images, files) needs nothing at all. */
export const RESOURCE_POLICY = serialize({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** One year, the value HSTS preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every answer: a Content-Security-Policy by kind of answer, no
 * framing by anyone, no MIME sniffing, and HSTS when customers reach the site over HTTPS
 * (`https` comes from PUBLIC_URL: behind a TLS-terminating proxy the request itself is HTTP).
 */
export function securityHeaders({
  https,
  links,
}: {
  https: boolean;
  links: FramedLinks;
}): MiddlewareHandler {
  const pages = pagePolicy(links);
  const standard = secureHeaders({
    // The YouTube embed refuses to play without a referrer, so send the origin at least.
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? HSTS : false,
    xFrameOptions: 'DENY',
  });
  return async (c, next) => {
    await standard(c, next);
    const isPage = c.res.headers.get('content-type')?.startsWith('text/html') ?? false;
    c.res.headers.set('Content-Security-Policy', isPage ? pages : RESOURCE_POLICY);
  };
}
