import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticSite } from '../../server/http/static-site';
import {
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
} from '../../src/services/build-output';
import type { PublicPageData, Release } from '../../src/services/contract';
import { fakeBuiltSite } from './support/test-app';

/**
 * The pages rendered at run time (server/http/public-pages.ts), over a stand-in for the
 * build's server bundle that writes what it was asked and how many renders it has made.
 */
function builtSiteWithServerBundle({ failing = false } = {}) {
  const root = fakeBuiltSite();
  const folder = join(root, PRERENDER_DIR);
  mkdirSync(join(folder, 'server'), { recursive: true });
  writeFileSync(
    join(folder, 'server', 'render-page.js'),
    `let renders = 0;
export async function renderDocument(template, { path, search, data }) {
  ${failing ? "throw new Error('render failed');" : ''}
  renders += 1;
  const versions = data.releases.map((release) => release.version).join(',');
  return template.replace('<div id="root"></div>',
    '<div id="root" data-islands>' + path + search + ' [' + versions + '] render ' + renders + '</div>');
}`,
  );
  const prerendered =
    '<!doctype html><html><head></head><body><div id="root" data-islands>prerendered</div></body></html>';
  writeFileSync(join(folder, 'demo.html'), prerendered);
  writeFileSync(join(folder, 'pricing.html'), prerendered);
  const manifest: PrerenderManifest = {
    pages: { '/demo': 'demo.html', '/pricing': 'pricing.html' },
    sitemap: ['/demo', '/pricing'],
    serverEntry: 'server/render-page.js',
    runtime: ['/demo'],
    variants: ['/demo?fromDownload=true'],
  };
  writeFileSync(join(folder, PRERENDER_MANIFEST), JSON.stringify(manifest));
  return root;
}

const release = (version: string): Release => ({
  version,
  date: '2026-01-01',
  channel: 'stable',
  notes: [],
  files: [],
  rollback: false,
});

/** Data a test changes by hand, counting how often the server read it. */
function changingData(releases: Release[]) {
  const data = { releases, reads: 0 };
  const read = async (): Promise<PublicPageData> => {
    data.reads += 1;
    return { releases: [...data.releases] };
  };
  return { data, read };
}

const text = async (response: Response) => {
  expect(response.status).toBe(200);
  return response.text();
};

describe('public pages rendered at run time', () => {
  it('renders with the current data once, and again only when the data changed', async () => {
    const { data, read } = changingData([release('v1.0.0')]);
    let now = 0;
    const site = staticSite(builtSiteWithServerBundle(), {
      publicPageData: read,
      recheckMs: 5_000,
      now: () => now,
    });
    expect(await text(await site.request('/demo'))).toContain('/demo [v1.0.0] render 1');
    // Within the recheck window the data is not read again and the page is not rendered again.
    expect(await text(await site.request('/demo'))).toContain('render 1');
    expect(data.reads).toBe(1);

    // Past the window the data is read again; unchanged, the page stays as rendered.
    now += 5_000;
    expect(await text(await site.request('/demo'))).toContain('render 1');
    expect(data.reads).toBe(2);

    // Another instance published a release: seen at the next read, without a rebuild.
    data.releases.unshift(release('v1.1.0'));
    expect(await text(await site.request('/demo'))).toContain('render 1');
    now += 5_000;
    expect(await text(await site.request('/demo'))).toContain('/demo [v1.1.0,v1.0.0] render 2');
  });

  it('reads the data again at the next request after invalidate', async () => {
    const { data, read } = changingData([release('v1.0.0')]);
    const site = staticSite(builtSiteWithServerBundle(), {
      publicPageData: read,
      recheckMs: 60_000,
      now: () => 0,
    });
    expect(await text(await site.request('/demo'))).toContain('[v1.0.0]');
    data.releases.unshift(release('v2.0.0'));
    expect(await text(await site.request('/demo'))).toContain('[v1.0.0]');
    site.publicPages.invalidate();
    expect(await text(await site.request('/demo'))).toContain('[v2.0.0,v1.0.0]');
  });

  it('renders a known query apart, and any other query as the plain page', async () => {
    const { read } = changingData([]);
    const site = staticSite(builtSiteWithServerBundle(), { publicPageData: read });
    expect(await text(await site.request('/demo?fromDownload=true'))).toContain(
      '/demo?fromDownload=true []',
    );
    const other = await text(await site.request('/demo?utm_source=x'));
    expect(other).toContain('/demo []');
    expect(other).not.toContain('utm_source');
  });

  it('sends the other pages as prerendered, and the prerendered page when rendering fails', async () => {
    const { read } = changingData([]);
    const failures: string[] = [];
    const site = staticSite(builtSiteWithServerBundle({ failing: true }), {
      publicPageData: read,
      onRenderError: (path) => failures.push(path),
    });
    expect(await text(await site.request('/pricing'))).toContain('prerendered');
    expect(await text(await site.request('/demo'))).toContain('prerendered');
    expect(failures).toEqual(['/demo']);
  });

  it('never serves the server bundle or the prerendered files by their names', async () => {
    const site = staticSite(builtSiteWithServerBundle());
    expect((await site.request(`/${PRERENDER_DIR}/server/render-page.js`)).status).toBe(404);
    expect((await site.request(`/${PRERENDER_DIR}/${PRERENDER_MANIFEST}`)).status).toBe(404);
  });
});
