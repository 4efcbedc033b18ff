/** The folder of the build output holding the signed-in area's app shells, and their list. */
export const APP_SHELL_DIR = 'app-shell';
export const APP_SHELL_MANIFEST = 'shells.json';

/** Each shell's file, by the path it is drawn for (see scripts/prerender/app-shell-plugin.ts). */
export type AppShellManifest = Record<string, string>;
