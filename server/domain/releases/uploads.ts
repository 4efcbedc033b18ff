import { releaseFileRules } from '../../../src/services/contract';

/** An upload that is not an installer the registry takes; the message says why. */
export class InstallerRefused extends Error {}

/**
 * What an installer is checked by, kept while it streams to disk: its size, its first bytes and
 * its last (a disk image's signature is 512 bytes from its end).
 */
export type InstallerSample = { size: number; head: Uint8Array; tail: Uint8Array };
export const SAMPLE_HEAD_BYTES = 8;
export const SAMPLE_TAIL_BYTES = 512;

const startsWith = (bytes: Uint8Array, magic: number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

const PK = [0x50, 0x4b, 0x03, 0x04];
/** What each kind of installer starts (or, a disk image, ends) with. */
const signatures: Record<string, (sample: InstallerSample) => boolean> = {
  '.zip': ({ head }) => startsWith(head, PK),
  '.msix': ({ head }) => startsWith(head, PK),
  '.exe': ({ head }) => startsWith(head, [0x4d, 0x5a]),
  '.msi': ({ head }) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  '.pkg': ({ head }) => startsWith(head, [0x78, 0x61, 0x72, 0x21]),
  '.dmg': ({ tail }) =>
    tail.length === SAMPLE_TAIL_BYTES && startsWith(tail, [0x6b, 0x6f, 0x6c, 0x79]),
};

/**
 * Checks an installer's name before any of it is stored: a plain file name with an installer's
 * extension. Answers the extension.
 */
export function checkInstallerName(fileName: string): string {
  if (!releaseFileRules.fileName.test(fileName)) {
    throw new InstallerRefused(
      `${fileName} is not a plain file name (letters, digits, dot, dash, underscore).`,
    );
  }
  const extension = releaseFileRules.extensions.find((ext) => fileName.toLowerCase().endsWith(ext));
  if (!extension) {
    throw new InstallerRefused(
      `${fileName} is not an installer (${releaseFileRules.extensions.join(', ')}).`,
    );
  }
  return extension;
}

/**
 * Checks an installer once it has arrived: a size within the limit, contents that are the kind
 * of file its extension says (not a page or a script renamed).
 */
export function checkInstallerContents(fileName: string, sample: InstallerSample): void {
  const extension = checkInstallerName(fileName);
  if (sample.size === 0 || sample.size > releaseFileRules.maxBytes) {
    throw new InstallerRefused(
      `${fileName} must hold 1 byte to ${releaseFileRules.maxBytes / 1024 / 1024} MiB.`,
    );
  }
  if (!signatures[extension]?.(sample)) {
    throw new InstallerRefused(`${fileName} is not a ${extension} file.`);
  }
}

/** Both checks, of an installer held in memory (`npm run release` reads the operator's file). */
export function checkInstallerUpload(fileName: string, bytes: Uint8Array): void {
  checkInstallerContents(fileName, {
    size: bytes.byteLength,
    head: bytes.subarray(0, SAMPLE_HEAD_BYTES),
    tail: bytes.subarray(Math.max(0, bytes.byteLength - SAMPLE_TAIL_BYTES)),
  });
}
