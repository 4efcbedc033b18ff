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
    /**
     * A server's data folder (`DATA_DIR`) holding a migrated database, for every server a suite
     * starts to begin from a copy of (this setup's, and the browser suite's global-setup.ts).
     */
    dataDirTemplate: string;
  }
}

let folder: string | undefined;

/**
 * Creating an embedded database runs `initdb` and every migration: seconds of CPU for each of
 * the server suite's dozens of test databases. Done once here, each test database starts from
 * its files instead (databases.ts), at about a third of the cost (BENCHMARKS.md, "Test run"),
 * and each server a test starts from a copy of its folder (server-storage.ts).
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
  // The same database as a server's data folder, for the servers the suite starts (newDataDir).
  const dataDir = join(folder, 'data-dir');
  await (await openDatabase({ kind: 'pglite', dataDir, loadDataDir: files })).close();
  project.provide('dataDirTemplate', dataDir);
}

export function teardown() {
  if (folder) rmSync(folder, { recursive: true, force: true });
}
