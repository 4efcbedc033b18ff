import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import {
  type DesktopPlatform,
  desktopPlatforms,
  ReleaseDraftSchema,
  releaseNoteTags,
} from '../../src/services/contract';
import { systemClock } from '../domain/clock';
import { DomainError } from '../domain/errors';
import {
  checkInstallerUpload,
  createReleases,
  InstallerRefused,
  ReleaseKeyError,
  releaseKeyOf,
  type UploadedFile,
} from '../domain/releases';
import type { OperatorCommand } from './operator-command';

export const RELEASE_USAGE = [
  'Usage: npm run release -- <command>',
  '  keygen [--out folder]                  makes a release signing key pair (on your machine)',
  "  sign <file>... --key <secret-key-file> writes <file>.sig: the file's Ed25519 signature",
  '  list                                   every release, its state and downloads',
  '  publish --version 2.1.0 [--date YYYY-MM-DD] [--channel stable|beta] [--rollback]',
  '          --note "Feature: text" [--note "Fix: text" ...]',
  '          --file windows-x64=path/to/setup.zip [--file macos=... ...]',
  '                                         adds the release with its files, each signed',
  '                                         (<file>.sig beside it), and publishes it',
  '  publish --version 2.1.0                publishes a draft or withdrawn release again',
  '  withdraw <version>                     takes a release off the feed and the site',
].join('\n');

const OPTIONS = {
  version: { type: 'string' },
  date: { type: 'string' },
  channel: { type: 'string', default: 'stable' },
  note: { type: 'string', multiple: true },
  file: { type: 'string', multiple: true },
  rollback: { type: 'boolean', default: false },
  // Added by `npm run release` from FILES_DIR: where the server serves the files from.
  'files-dir': { type: 'string' },
  // Added by `npm run release`: the public keys a file must be signed with (RELEASE_PUBLIC_KEYS).
  'trusted-keys': { type: 'string', default: '' },
} as const;

class UsageError extends Error {}

/** `Feature: text` as a note. */
function noteOf(text: string) {
  const [tag = '', ...rest] = text.split(':');
  if (!(releaseNoteTags as readonly string[]).includes(tag.trim())) {
    throw new UsageError(`A note starts with ${releaseNoteTags.join(', ')} and a colon: ${text}`);
  }
  return { tag: tag.trim(), text: rest.join(':').trim() };
}

/** The signature `npm run release -- sign` wrote beside a file, if it did. */
async function signatureBeside(path: string): Promise<string | undefined> {
  try {
    return (await readFile(`${path}.sig`, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** `platform=path`, read and checked as an installer, with its signature (`path.sig`). */
async function fileOf(spec: string, cwd: string): Promise<UploadedFile> {
  const [platform = '', ...path] = spec.split('=');
  if (!desktopPlatforms.includes(platform as DesktopPlatform) || path.length === 0) {
    throw new UsageError(`A file is <${desktopPlatforms.join('|')}>=<path>: ${spec}`);
  }
  const full = resolve(cwd, path.join('='));
  const bytes = new Uint8Array(await readFile(full));
  const fileName = basename(full);
  checkInstallerUpload(fileName, bytes);
  const signature = await signatureBeside(full);
  return { platform: platform as DesktopPlatform, fileName, bytes, signature };
}

/** `npm run release -- ...`: answers the exit code. */
export const runReleaseCommand: OperatorCommand = async (db, args, io, cwd = process.cwd()) => {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  } catch {
    io.err(RELEASE_USAGE);
    return 2;
  }
  const { values, positionals } = parsed;
  const filesDir = values['files-dir'];
  const [command, version, ...rest] = positionals;
  if (!filesDir || rest.length > 0) {
    io.err(RELEASE_USAGE);
    return 2;
  }
  try {
    const trustedKeys = values['trusted-keys']
      .split(',')
      .filter((key) => key !== '')
      .map(releaseKeyOf);
    const releases = createReleases({ db, clock: systemClock, filesDir, trustedKeys });
    if (command === 'list' && version === undefined) {
      const all = await releases.all();
      for (const release of all) {
        const platforms = release.files.map((file) => file.platform).join(', ') || 'no files';
        io.out(
          `${release.version}  ${release.date}  ${release.channel}  ${release.status}  ${release.downloads} download(s)  ${platforms}`,
        );
      }
      io.out(`${all.length} release(s)`);
      return 0;
    }
    if (command === 'withdraw' && version) {
      return report(io, version, await releases.setStatus(version, 'withdrawn'));
    }
    if (command === 'publish' && version === undefined && values.version) {
      if (values.file?.length) {
        const draft = v.parse(ReleaseDraftSchema, {
          version: values.version,
          date: values.date ?? new Date().toISOString().slice(0, 10),
          channel: values.channel,
          notes: (values.note ?? []).map(noteOf),
          rollback: values.rollback,
        });
        const uploads = [];
        for (const spec of values.file) uploads.push(await fileOf(spec, cwd));
        await releases.addDraft(draft, uploads);
      }
      return report(io, values.version, await releases.setStatus(values.version, 'published'));
    }
    io.err(RELEASE_USAGE);
    return 2;
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof InstallerRefused ||
      error instanceof ReleaseKeyError ||
      error instanceof DomainError ||
      error instanceof v.ValiError
    ) {
      io.err(`Nothing changed. ${error.message}`);
      return 1;
    }
    throw error;
  }
};

function report(
  io: { out(line: string): void; err(line: string): void },
  version: string,
  release: Awaited<ReturnType<ReturnType<typeof createReleases>['setStatus']>>,
) {
  if (!release) {
    io.err(`No release ${version}. Publish it with its --note and --file options.`);
    return 1;
  }
  io.out(`${release.version} is ${release.status} on the ${release.channel} channel.`);
  for (const file of release.files) {
    io.out(
      `  ${file.platform}: ${file.fileName}, ${file.size} bytes, sha256 ${file.sha256}, signed by key ${file.keyId ?? 'none'}`,
    );
  }
  return 0;
}
