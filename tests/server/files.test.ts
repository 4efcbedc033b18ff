import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { INSTALLER_PATH } from '../../src/content/links';
import { databaseKinds, suiteDatabase } from './support/databases';
import { buildTestApp, fakeFilesDir } from './support/test-app';

describe.each(databaseKinds)('the downloads folder on %s', (kind) => {
  const database = suiteDatabase(kind);
  let app: ReturnType<typeof buildTestApp>;
  let filesDir: string;

  beforeAll(async () => {
    filesDir = fakeFilesDir();
    app = buildTestApp(database, { filesDir });
  });

  it('serves the installer as an attachment with its own name, cached for an hour', async () => {
    const response = await app.request('/files/SignalHand-Setup-win-x64.zip');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="SignalHand-Setup-win-x64.zip"',
    );
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(readFileSync(join(filesDir, 'SignalHand-Setup-win-x64.zip')))).toBe(true);
  });

  it('answers HEAD with the size and a range request with the part asked for', async () => {
    const head = await app.request('/files/SignalHand-Setup-win-x64.zip', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('22');

    const part = await app.request('/files/SignalHand-Setup-win-x64.zip', {
      headers: { range: 'bytes=0-1' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-1/22');
    expect(await part.text()).toBe('PK');
  });

  it('serves other files inline, without an attachment header', async () => {
    const response = await app.request('/files/notes.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBeNull();
    expect(await response.text()).toBe('release notes');
  });

  it.each(['/files/missing.zip', '/files/.env', '/files/', '/files/..%2f..%2fetc%2fpasswd'])(
    'answers %s with a plain 404, never the SPA page',
    async (path) => {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      const text = await response.text();
      expect(text).not.toContain('<div id="root">');
      expect(text).not.toContain('SECRET');
      expect(text).not.toContain('root:');
    },
  );

  it('still serves the SPA next to the files', async () => {
    const response = await app.request('/download');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});

describe('the sample installer shipped with the repository', () => {
  it('is a real zip archive at the path the download buttons use', () => {
    const archive = readFileSync(join('files', INSTALLER_PATH.replace(/^\/files\//, '')));
    // A zip starts with a local file header and ends with an end-of-central-directory record.
    expect(archive.subarray(0, 4).toString('binary')).toBe('PK\x03\x04');
    expect(archive.includes(Buffer.from('PK\x05\x06', 'binary'))).toBe(true);
    expect(archive.includes(Buffer.from('README.txt'))).toBe(true);
  });
});
