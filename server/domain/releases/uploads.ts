import { releaseFileRules } from '../../../src/services/contract';

/** An upload that is not an installer the registry takes; the message says why. */
export class InstallerRefused extends Error {}

const startsWith = (bytes: Uint8Array, magic: number[], at = 0) =>
  bytes.length >= at + magic.length && magic.every((byte, index) => bytes[at + index] === byte);

const PK = [0x50, 0x4b, 0x03, 0x04];
/** What each kind of installer starts (or, a disk image, ends) with. */
const signatures: Record<string, (bytes: Uint8Array) => boolean> = {
  '.zip': (bytes) => startsWith(bytes, PK),
  '.msix': (bytes) => startsWith(bytes, PK),
  '.exe': (bytes) => startsWith(bytes, [0x4d, 0x5a]),
  '.msi': (bytes) => startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  '.pkg': (bytes) => startsWith(bytes, [0x78, 0x61, 0x72, 0x21]),
  '.dmg': (bytes) => startsWith(bytes, [0x6b, 0x6f, 0x6c, 0x79], bytes.length - 512),
};

/**
 * Checks an uploaded installer: a plain file name with an installer's extension, contents that
 * are that kind of file (not a page or a script renamed), a size within the limit.
 */
export function checkInstallerUpload(fileName: string, bytes: Uint8Array): void {
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
  if (bytes.byteLength === 0 || bytes.byteLength > releaseFileRules.maxBytes) {
    throw new InstallerRefused(
      `${fileName} must hold 1 byte to ${releaseFileRules.maxBytes / 1024 / 1024} MiB.`,
    );
  }
  if (!signatures[extension]?.(bytes)) {
    throw new InstallerRefused(`${fileName} is not a ${extension} file.`);
  }
}
