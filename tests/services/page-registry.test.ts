import { describe, expect, it } from 'vitest';
import { pageMeta } from '../../src/content/page-meta';
import { pagePaths } from '../../src/services/page-paths';
import {
  allPages,
  islandPaths,
  prerenderedPaths,
  publicPaths,
  runtimePaths,
  signedInPaths,
  signedOutOnlyPaths,
} from '../../src/services/page-registry';
import { isInSignedInArea } from '../../src/services/return-path';

/** Every address `pagePaths` names, the areas' own roots aside (they show a page of theirs). */
const namedPaths = (paths: object): string[] =>
  Object.values(paths).flatMap((value) =>
    typeof value === 'string' ? [value] : namedPaths(value),
  );
const areaRoots = [pagePaths.customer.area];

describe('the page registry', () => {
  it('declares every page the site names, once', () => {
    const declared = allPages.map((page) => page.path);
    expect(new Set(declared).size).toBe(declared.length);
    const named = namedPaths(pagePaths).filter((path) => !areaRoots.includes(path as never));
    expect([...declared].sort()).toEqual([...named].sort());
  });

  it('names each page in pagePaths: a top-level page by its id, a signed-in one in its area', () => {
    expect(pagePaths.pricing).toBe('/pricing');
    expect(pagePaths.resetPassword).toBe('/reset-password');
    expect(pagePaths.customer).toMatchObject({
      area: '/customer',
      scriptStore: '/customer/script-store',
      deviceActivation: '/customer/devices/activate',
    });
    expect(pagePaths.admin).toMatchObject({ overview: '/admin', audit: '/admin/audit' });
  });

  it('puts every page behind a session in a signed-in area, and no other', () => {
    for (const page of allPages) {
      expect(isInSignedInArea(page.path), page.path).toBe(signedInPaths.includes(page.path));
    }
  });

  it('gives every page outside the signed-in areas a title of its own, or names the page it is', () => {
    for (const page of allPages) {
      if (signedInPaths.includes(page.path)) continue;
      const titled = page.path in pageMeta;
      expect(titled || 'sameAs' in page, page.path).toBe(true);
    }
  });

  it('derives the lists the build and the server route by', () => {
    expect(publicPaths).toEqual([
      '/',
      '/demo',
      '/pricing',
      '/download',
      '/contact-us',
      '/about-us',
      '/terms-and-condition',
      '/privacy-policy',
    ]);
    expect(islandPaths).toEqual([...publicPaths, '/login']);
    expect(prerenderedPaths).toEqual([...publicPaths, '/login', '/signup']);
    expect(runtimePaths).toEqual(['/demo', '/download']);
    expect(signedOutOnlyPaths).toEqual(['/login', '/signup', '/register']);
  });
});
