import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteSettings } from '../../src/services/contract';
import {
  APP_SHELL_DIR,
  APP_SHELL_MANIFEST,
  type AppShellManifest,
} from '../../src/services/contract';
import { withSiteSettings } from './site-settings-page';

/** A shell to send: its HTML, and the key its compressed copies are kept under. */
export type AppShellPage = { key: string; html: string };

/**
 * The signed-in area's app shells of the build (scripts/prerender/app-shell-plugin.ts), read
 * once with the site's settings filled in, and the lookup of the one for a path: the shell
 * drawn at the longest start of the path (`/customer/script-store/x` gets the store's,
 * `/customer/anything` the area's own, the dashboard). None for other paths, or without shells.
 */
export function appShells(root: string, settings: SiteSettings) {
  const folder = join(root, APP_SHELL_DIR);
  const manifestFile = join(folder, APP_SHELL_MANIFEST);
  const shells = new Map<string, string>();
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as AppShellManifest;
    for (const [path, file] of Object.entries(manifest)) {
      shells.set(path, withSiteSettings(readFileSync(join(folder, file), 'utf8'), settings));
    }
  }
  return (path: string): AppShellPage | undefined => {
    for (let prefix = path; prefix.length > 1; prefix = prefix.slice(0, prefix.lastIndexOf('/'))) {
      const html = shells.get(prefix);
      if (html) return { key: `app-shell ${prefix}`, html };
    }
    return undefined;
  };
}
