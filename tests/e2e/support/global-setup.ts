import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../server/support/server-build';
import { makeDataDirTemplate, type RunningApp, startApp } from './app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let app: RunningApp | undefined;
let template: string | undefined;

/**
 * One app for the whole browser suite: built if needed, started once, stopped at the end; the
 * server every app of the suite runs, built from the sources at each run (about 1 s); and the
 * embedded database every app starts from (app-server.ts).
 * `E2E_STATIC_DIR` builds into folders of its own, so two suites can run side by side.
 */
export async function setup(project: TestProject) {
  const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
  if (!existsSync(join(staticDir, 'index.html')) || process.env.E2E_STATIC_DIR) {
    execFileSync(join('node_modules', '.bin', 'vite'), ['build', '--outDir', staticDir], {
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would make this a development build of React.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const entry = buildServer(`${staticDir}-e2e-server`);
  project.provide('serverEntry', entry);
  template = await makeDataDirTemplate({ STATIC_DIR: staticDir }, entry);
  project.provide('dataDirTemplate', template);
  app = await startApp({ STATIC_DIR: staticDir }, entry, template);
  project.provide('baseUrl', app.url);
}

export async function teardown() {
  await app?.stop();
  if (template) rmSync(template, { recursive: true, force: true });
}
