import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database's files (a tarball), for every test to start from. */
    pgliteTemplate: string;
  }
}

let folder: string | undefined;

/**
 * Creating an embedded database runs `initdb` and every migration: seconds of CPU for each of
 * the server suite's dozens of test databases. Done once here, each test database starts from
 * its files instead (databases.ts), at about a third of the cost (BENCHMARKS.md, "Test run").
 */
export async function setup(project: TestProject) {
  const template = await openDatabase({ kind: 'pglite' });
  // Drizzle's handle on the driver it wraps.
  const { $client } = template.db as unknown as { $client: PGlite };
  const files = await $client.dumpDataDir('none');
  await template.close();
  folder = mkdtempSync(join(tmpdir(), 'signalhand-pglite-template-'));
  const path = join(folder, 'template.tar');
  writeFileSync(path, new Uint8Array(await files.arrayBuffer()));
  project.provide('pgliteTemplate', path);
}

export function teardown() {
  if (folder) rmSync(folder, { recursive: true, force: true });
}
