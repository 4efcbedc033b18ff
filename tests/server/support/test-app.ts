import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../server/app';
import type { DatabaseHandle } from '../../../server/db/client';
import { createLogger } from '../../../server/logger';

/** A small stand-in for the built SPA: an index page and one hashed asset. */
export function fakeBuiltSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'signalhand-site-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

/** A small stand-in for the downloads folder: an installer archive, a text file, a hidden file. */
export function fakeFilesDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'signalhand-files-'));
  writeFileSync(
    join(root, 'SignalHand-Setup-win-x64.zip'),
    Buffer.from('PK\x05\x06'.padEnd(22, '\0')),
  );
  writeFileSync(join(root, 'notes.txt'), 'release notes');
  writeFileSync(join(root, '.env'), 'SECRET=1');
  return root;
}

export function buildTestApp(
  database: DatabaseHandle,
  staticDir = fakeBuiltSite(),
  filesDir = fakeFilesDir(),
) {
  return createApp({ database, logger: createLogger('silent'), staticDir, filesDir });
}
