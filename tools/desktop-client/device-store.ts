import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { JSONWebKeySet } from 'jose';

/**
 * What the tool keeps between runs, in a folder of its own (SIGNALHAND_DESKTOP_DIR, or
 * ~/.signalhand-desktop): the device token (a secret: readable by the user only), the last
 * license and the keys to check it offline.
 */
export type Stored = {
  server: string;
  deviceToken: string;
  license?: string;
  jwks?: JSONWebKeySet;
};

export const defaultStoreDir = () =>
  process.env.SIGNALHAND_DESKTOP_DIR ?? join(homedir(), '.signalhand-desktop');

const fileIn = (dir: string) => join(dir, 'device.json');

export async function readStored(dir: string): Promise<Stored | null> {
  try {
    return JSON.parse(await readFile(fileIn(dir), 'utf8')) as Stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The tool's folder, readable by the user only. */
export const ensureDir = (dir: string) => mkdir(dir, { recursive: true, mode: 0o700 });

export async function writeStored(dir: string, stored: Stored): Promise<void> {
  await ensureDir(dir);
  await writeFile(fileIn(dir), `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  await chmod(fileIn(dir), 0o600);
}

/** Signed out: the token and the license go, so nothing runs on them any more. */
export async function forgetStored(dir: string): Promise<void> {
  await rm(fileIn(dir), { force: true });
}
