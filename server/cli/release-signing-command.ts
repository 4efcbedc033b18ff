import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  generateReleaseKeyPair,
  ReleaseKeyError,
  signReleaseFile,
} from '../domain/releases/release-keys';
import type { Output } from './operator-command';

/** The secret key's file name in the `keygen --out` folder. */
export const SECRET_KEY_FILE = 'signalhand-release-secret-key.pem';

const OPTIONS = {
  out: { type: 'string', default: '.' },
  key: { type: 'string' },
} as const;

/**
 * `npm run release -- keygen | sign`: the release manager's side, on their own machine. It
 * needs no server and no database, and nothing it makes is sent anywhere: the server is given
 * the public key only. Answers the exit code; `usage` is printed on a wrong call.
 */
export async function runReleaseSigningCommand(
  args: string[],
  io: Output,
  cwd: string,
  usage: string,
): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  } catch {
    io.err(usage);
    return 2;
  }
  const [command, ...files] = parsed.positionals;
  try {
    if (command === 'keygen' && files.length === 0) return await keygen(parsed.values.out, io, cwd);
    if (command === 'sign' && files.length > 0 && parsed.values.key) {
      return await sign(files, resolve(cwd, parsed.values.key), io, cwd);
    }
  } catch (error) {
    if (error instanceof ReleaseKeyError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  io.err(usage);
  return 2;
}

async function keygen(out: string, io: Output, cwd: string) {
  const folder = resolve(cwd, out);
  const path = resolve(folder, SECRET_KEY_FILE);
  const { secretKeyPem, key } = generateReleaseKeyPair();
  await mkdir(folder, { recursive: true });
  try {
    // Never over another key: a lost secret key is a release nobody can sign again.
    await writeFile(path, secretKeyPem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    io.err(`${path} exists already: keygen never writes over a key. Choose another --out.`);
    return 1;
  }
  await chmod(path, 0o600);
  io.out(`Secret key: ${path} (readable by you only; keep it off the server, and back it up).`);
  io.out(`Public key: ${key.publicKey}`);
  io.out(`Key id:     ${key.keyId}`);
  io.out('Add the public key to RELEASE_PUBLIC_KEYS (comma-separated) and to the desktop build.');
  return 0;
}

async function sign(files: string[], keyPath: string, io: Output, cwd: string) {
  const secretKeyPem = await readFile(keyPath, 'utf8');
  for (const file of files) {
    const path = resolve(cwd, file);
    const { signature, keyId } = signReleaseFile(await readFile(path), secretKeyPem);
    await writeFile(`${path}.sig`, `${signature}\n`);
    io.out(`${file}: signed by key ${keyId}, signature ${signature} (in ${file}.sig)`);
  }
  return 0;
}
