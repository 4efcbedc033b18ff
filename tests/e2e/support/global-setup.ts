import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeDataDirTemplate, type RunningApp, startApp } from './app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let app: RunningApp | undefined;
let template: string | undefined;

/**
 * One app for the whole browser suite: built if needed, started once, stopped at the end; and
 * the embedded database every app of the suite starts from (app-server.ts).
 * `E2E_STATIC_DIR` builds into a folder of its own, so two suites can run side by side.
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
  template = await makeDataDirTemplate({ STATIC_DIR: staticDir });
  project.provide('dataDirTemplate', template);
  app = await startApp({ STATIC_DIR: staticDir }, undefined, template);
  project.provide('baseUrl', app.url);
}

export async function teardown() {
  await app?.stop();
  if (template) rmSync(template, { recursive: true, force: true });
}
