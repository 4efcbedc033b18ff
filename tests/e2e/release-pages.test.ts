import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticSite } from '../../server/http/static-site';
import { downloadPage } from '../../src/content/download';
import { INSTALLER_PATH } from '../../src/content/links';
import { versionHistory, versionHistorySection } from '../../src/content/version-history';
import type { Release } from '../../src/services/contract';

/**
 * /demo's version history and /download as the server renders them at run time from the
 * releases it is given (server/http/public-pages.ts), with the build's own server bundle.
 */
const built = join(process.cwd(), 'dist');

/** The releases the spec lists (the registry's seed), as the registry hands them out. */
const seeded: Release[] = versionHistory.map((release) => ({
  version: release.version,
  date: release.isoDate,
  channel: 'stable',
  notes: release.notes,
  files: [],
  rollback: false,
}));

const windowsFile = {
  platform: 'windows-x64',
  fileName: 'SignalHand-Setup-2.1.0.zip',
  size: 48_600_000,
  sha256: 'ab'.repeat(32),
  url: '/files/releases/SignalHand-Setup-2.1.0.zip',
} as const;

const siteWith = (releases: Release[]) =>
  staticSite(built, { publicPageData: async () => ({ releases }) });

const page = async (site: ReturnType<typeof siteWith>, path: string) => {
  const response = await site.request(path);
  expect(response.status).toBe(200);
  return response.text();
};
const versionsIn = (html: string) =>
  [...html.matchAll(/<h3[^>]*>(v[^<]+)<\/h3>/g)].map(([, v]) => v);

describe('pages rendered from the published releases', () => {
  // The first render loads the server bundle: on a busy machine, seconds.
  beforeAll(async () => {
    await siteWith([]).request('/demo');
  });

  it('/demo lists every release newest first with its date, tags and notes, Latest on the newest stable', async () => {
    const beta: Release = {
      ...seeded[0],
      version: 'v2.1.0-beta.1',
      date: '2025-09-01',
      channel: 'beta',
      notes: [{ tag: 'Feature', text: 'A beta feature.' }],
    } as Release;
    const html = await page(siteWith([...seeded.slice().reverse(), beta]), '/demo');
    expect(versionsIn(html)).toEqual(['v2.1.0-beta.1', ...versionHistory.map((r) => r.version)]);
    expect(html).toMatch(/<time [^>]*dateTime="2025-08-19"[^>]*>Aug 19, 2025<\/time>/);
    expect(html).toContain('Dynamic screen region selection with resize handles.');
    expect(html.match(new RegExp(`>${versionHistorySection.latestBadge}<`, 'g'))).toHaveLength(1);
    // 'Latest' sits with v2.0.0, the newest stable release, not with the newer beta.
    const latestAt = html.indexOf(`>${versionHistorySection.latestBadge}<`);
    expect(html.lastIndexOf('>v2.0.0<', latestAt)).toBeGreaterThan(
      html.lastIndexOf('>v2.1.0-beta.1<', latestAt),
    );
    expect(html).toContain(`>${versionHistorySection.betaBadge}<`);
  });

  it('/download offers the latest stable Windows file with its version, size and SHA-256', async () => {
    const latest: Release = {
      ...seeded[0],
      version: 'v2.1.0',
      date: '2025-10-01',
      files: [windowsFile],
    } as Release;
    const html = await page(siteWith([latest, ...seeded]), '/download');
    expect(html).toContain(`href="${windowsFile.url}"`);
    expect(html).toContain(downloadPage.release('v2.1.0', '48.6 MB'));
    expect(html).toContain(windowsFile.sha256);
  });

  it('/download links the installer at its fixed address while no release has a Windows file', async () => {
    const html = await page(siteWith(seeded), '/download');
    expect(html).toContain(`href="${INSTALLER_PATH}"`);
    expect(html).not.toContain(downloadPage.checksumLabel);
  });

  it('shows a release the moment it is published, after invalidate', async () => {
    const releases: Release[] = [...seeded];
    const site = staticSite(built, { publicPageData: async () => ({ releases }) });
    expect(versionsIn(await page(site, '/demo'))[0]).toBe('v2.0.0');
    releases.unshift({ ...seeded[0], version: 'v2.2.0', date: '2025-11-01' } as Release);
    site.publicPages.invalidate();
    expect(versionsIn(await page(site, '/demo'))[0]).toBe('v2.2.0');
  });
});
