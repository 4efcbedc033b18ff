import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningApp, startApp } from './app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let app: RunningApp | undefined;

/** One app for the whole browser suite: built if needed, started once, stopped at the end. */
export async function setup(project: TestProject) {
  if (!existsSync('dist/index.html') || process.env.E2E_REBUILD === 'true') {
    execFileSync(join('node_modules', '.bin', 'vite'), ['build'], { stdio: 'inherit' });
  }
  app = await startApp();
  project.provide('baseUrl', app.url);
}

export async function teardown() {
  await app?.stop();
}
