import { randomUUID } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FILES_PATH, scriptImageRules } from '../../../src/services/contract';
import { DomainError } from '../errors';

/** The folder of uploaded script pictures, inside the files directory (served under /files). */
export const SCRIPT_IMAGES_FOLDER = scriptImageRules.folder;
const UPLOADED_PREFIX = `${FILES_PATH}/${SCRIPT_IMAGES_FOLDER}/`;

type ImageType = keyof typeof scriptImageRules.types;

/** What the bytes are, from their signature: a name or a declared type can say anything. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], at = 0) =>
    signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

const allowedNames = 'PNG, JPEG or WebP';

/**
 * Stores an uploaded picture under `<files>/script-images/` with a new random name (never the
 * uploader's), after checking its size and that its bytes are an image of an allowed type.
 * Answers the address the store loads it from.
 */
export async function storeScriptImage(filesDir: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength === 0) {
    throw new DomainError('invalid', 'Choose a picture to upload.', { field: 'image' });
  }
  if (bytes.byteLength > scriptImageRules.maxBytes) {
    throw new DomainError(
      'invalid',
      `The picture is too large: at most ${scriptImageRules.maxBytes / 1024 / 1024} MB.`,
      { field: 'image' },
    );
  }
  const type = imageTypeOf(bytes);
  if (!type) {
    throw new DomainError('invalid', `The picture must be a ${allowedNames} image.`, {
      field: 'image',
    });
  }
  const name = `${randomUUID()}.${scriptImageRules.types[type]}`;
  const folder = join(filesDir, SCRIPT_IMAGES_FOLDER);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), bytes, { flag: 'wx' });
  return `${FILES_PATH}/${SCRIPT_IMAGES_FOLDER}/${name}`;
}

/**
 * Whether a script's picture is one the product serves: the site's own pictures pass (the
 * contract's `SCRIPT_PICTURE_PATH` checked their shape); an upload's address only if that
 * picture was uploaded and is still there.
 */
export async function isServedScriptImage(filesDir: string, url: string): Promise<boolean> {
  if (!url.startsWith(UPLOADED_PREFIX)) return true;
  const name = url.slice(UPLOADED_PREFIX.length);
  // The contract allows letters, digits, - and _ and one extension: nothing that leaves the folder.
  if (!/^[\w-]+\.\w+$/.test(name)) return false;
  try {
    return (await stat(join(filesDir, SCRIPT_IMAGES_FOLDER, name))).isFile();
  } catch {
    return false;
  }
}
