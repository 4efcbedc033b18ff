import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import type { ReleaseKey } from '../../server/domain/releases/release-keys';
import {
  type DesktopPlatform,
  desktopPlatforms,
  type LicenseClaims,
} from '../../src/services/contract';
import { defaultStoreDir, readStored, writeStored } from './device-store';
import { keepLicense, renewStored } from './license-keeper';
import {
  checkForUpdate,
  downloadVerified,
  fetchJwks,
  LinkError,
  type LinkOptions,
  pollForToken,
  requestCodes,
  updateRequired,
  verifyLicense,
} from './link';
import { pinnedReleaseKeys, trustedReleaseKeys } from './release-trust';
import { runTradingLoop } from './trading-loop';

export const USAGE = [
  'Usage: npm run desktop -- <command> [options]',
  '  activate       sign this device in: shows a code to approve in the portal, then waits',
  '  license        fetches a fresh license and checks it offline against the published keys',
  '  status         the license held, checked offline; renewed once half its life has passed',
  '  run            a simulated trading loop: prints each tick, stops at once when the',
  '                 customer presses the emergency stop, carries on when they resume',
  '  check-update   asks for a newer release; with --download, fetches it and checks its',
  '                 signature with the trusted release keys, then its SHA-256',
  'Options: --server <url> (SIGNALHAND_SERVER, default http://127.0.0.1:8787)',
  '         --dir <folder> (SIGNALHAND_DESKTOP_DIR, default ~/.signalhand-desktop)',
  '         --platform windows-x64|windows-arm64|macos   --app-version 1.0.2',
  '         --name <device name>   --channel stable|beta   --download',
  '         --trusted-keys <base64,...> (SIGNALHAND_RELEASE_KEYS): the release public keys',
  '         --tick-ms <ms> (run: default 1000)   --ticks <n> (run: end after n ticks)',
].join('\n');

export type Io = { out(line: string): void; err(line: string): void };
export type DesktopDeps = Partial<Pick<LinkOptions, 'fetch' | 'sleep' | 'now'>> & {
  env?: Record<string, string | undefined>;
  /** Ends `run` (a test's end; the command line ends it with Ctrl+C). */
  signal?: AbortSignal;
};

const OPTIONS = {
  server: { type: 'string' },
  dir: { type: 'string' },
  platform: { type: 'string', default: 'windows-x64' },
  'app-version': { type: 'string', default: '1.0.2' },
  name: { type: 'string' },
  channel: { type: 'string', default: 'stable' },
  download: { type: 'boolean', default: false },
  'trusted-keys': { type: 'string' },
  'tick-ms': { type: 'string', default: '1000' },
  ticks: { type: 'string' },
} as const;

/** The reference desktop client's commands; answers the exit code. */
export async function runDesktop(args: string[], io: Io, deps: DesktopDeps = {}): Promise<number> {
  const env = deps.env ?? process.env;
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const platform = values.platform as DesktopPlatform;
  if (positionals.length !== 1 || !desktopPlatforms.includes(platform)) {
    io.err(USAGE);
    return 2;
  }
  const server = values.server ?? env.SIGNALHAND_SERVER ?? 'http://127.0.0.1:8787';
  const dir = values.dir ?? env.SIGNALHAND_DESKTOP_DIR ?? defaultStoreDir();
  const link: LinkOptions = { server, fetch: deps.fetch, sleep: deps.sleep, now: deps.now };
  const issuer = new URL(server).origin;
  try {
    switch (positionals[0]) {
      case 'activate':
        return await activate(link, dir, io, {
          deviceName: values.name ?? hostname().slice(0, 100),
          platform,
          appVersion: values['app-version'],
        });
      case 'license':
        return await renew(link, dir, io, issuer, values['app-version']);
      case 'status':
        return await status(link, dir, io, issuer, values['app-version']);
      case 'run':
        return await run(link, dir, io, issuer, values['app-version'], {
          tickMs: Number(values['tick-ms']),
          ticks: values.ticks === undefined ? undefined : Number(values.ticks),
          signal: deps.signal,
        });
      case 'check-update':
        return await update(link, io, {
          pinned: pinnedReleaseKeys(values['trusted-keys'] ?? env.SIGNALHAND_RELEASE_KEYS),
          dir,
          platform,
          appVersion: values['app-version'],
          channel: values.channel === 'beta' ? 'beta' : 'stable',
          download: values.download,
        });
      default:
        io.err(USAGE);
        return 2;
    }
  } catch (error) {
    if (error instanceof LinkError || error instanceof v.ValiError) {
      io.err(error.message);
      return 1;
    }
    if ((error as { code?: string }).code?.startsWith('ERR_JW')) {
      io.err(`The license is not valid: ${(error as Error).message}`);
      return 1;
    }
    throw error;
  }
}

async function activate(
  link: LinkOptions,
  dir: string,
  io: Io,
  device: Parameters<typeof requestCodes>[1],
) {
  const codes = await requestCodes(link, device);
  io.out(`To sign this device in, open ${codes.verificationUri}`);
  io.out(`and enter the code ${codes.userCode}`);
  io.out(`(or open ${codes.verificationUriComplete})`);
  io.out(`Waiting for approval: the code works for ${Math.round(codes.expiresIn / 60)} minutes.`);
  const { deviceToken, license } = await pollForToken(link, codes);
  const jwks = await fetchJwks(link);
  const claims = await verifyLicense(license, jwks, {
    issuer: new URL(link.server).origin,
    now: link.now?.(),
  });
  await writeStored(dir, { server: link.server, deviceToken, license, jwks });
  io.out(`Signed in: plan ${claims.plan}, ${claims.scripts.length} script(s).`);
  return 0;
}

const NOT_SIGNED_IN = 'This device is not signed in: run `npm run desktop -- activate` first.';

/** `license`: a fresh license now, whatever the one held says. */
async function renew(link: LinkOptions, dir: string, io: Io, issuer: string, appVersion: string) {
  const stored = await readStored(dir);
  if (!stored) {
    io.err(NOT_SIGNED_IN);
    return 1;
  }
  return describeLicense(await renewStored(link, dir, stored, issuer), io, appVersion);
}

/** `status`: what the desktop does at start and on a timer (see license-keeper.ts). */
async function status(link: LinkOptions, dir: string, io: Io, issuer: string, appVersion: string) {
  const stored = await readStored(dir);
  if (!stored) {
    io.err(NOT_SIGNED_IN);
    return 1;
  }
  const kept = await keepLicense(link, dir, stored, issuer);
  if (!kept.ok) {
    io.err(kept.reason);
    return 1;
  }
  const code = describeLicense(kept.claims, io, appVersion);
  if (kept.offlineReason) {
    io.out(`${kept.offlineReason} Working offline on this license until it ends.`);
  }
  return code;
}

/** `run`: trades (simulated) on the license held, obeying the emergency stop. */
async function run(
  link: LinkOptions,
  dir: string,
  io: Io,
  issuer: string,
  appVersion: string,
  loop: { tickMs: number; ticks: number | undefined; signal?: AbortSignal },
) {
  const whole = (value: number | undefined) =>
    value === undefined || (Number.isInteger(value) && value > 0);
  if (!whole(loop.tickMs) || !whole(loop.ticks)) {
    io.err(`--tick-ms and --ticks take whole numbers above 0.\n${USAGE}`);
    return 2;
  }
  const stored = await readStored(dir);
  if (!stored) {
    io.err(NOT_SIGNED_IN);
    return 1;
  }
  const kept = await keepLicense(link, dir, stored, issuer);
  if (!kept.ok) {
    io.err(kept.reason);
    return 1;
  }
  // A desktop older than the minimum supported version does not trade (issue 36).
  if (describeLicense(kept.claims, io, appVersion) !== 0) return 1;
  return runTradingLoop({
    link,
    deviceToken: stored.deviceToken,
    out: io.out,
    stoppedByLicense: kept.claims.stopped === true,
    ...loop,
  });
}

/** Says what the license grants; 1 when this desktop is too old to run on it (it must update). */
function describeLicense(claims: LicenseClaims, io: Io, appVersion: string): number {
  io.out(`License: plan ${claims.plan}, valid until ${new Date(claims.exp * 1000).toISOString()}.`);
  if (claims.runTimeSecondsPerDay !== undefined) {
    io.out(`Run time: ${claims.runTimeSecondsPerDay / 60} minutes a day.`);
  }
  io.out(`Scripts: ${claims.scripts.join(', ') || 'none'}`);
  const mustUpdate = updateRequired(claims, appVersion);
  if (!mustUpdate) return 0;
  io.err(mustUpdate);
  return 1;
}

async function update(
  link: LinkOptions,
  io: Io,
  current: {
    pinned: ReleaseKey[];
    dir: string;
    platform: DesktopPlatform;
    appVersion: string;
    channel: 'stable' | 'beta';
    download: boolean;
  },
) {
  // A signed-in device asks as itself (its rollouts; its version reported); else as anyone.
  const stored = await readStored(current.dir);
  const release = await checkForUpdate(link, { ...current, deviceToken: stored?.deviceToken });
  if (!release) {
    io.out(`Up to date (${current.appVersion}).`);
    return 0;
  }
  const file = release.files.find((candidate) => candidate.platform === current.platform);
  const kind = release.rollback ? 'Rollback offered' : 'Update available';
  io.out(`${kind}: ${release.version} (${release.date}).`);
  if (release.rollbackFrom) {
    io.out(
      `${release.rollbackFrom.version} was withdrawn (${release.rollbackFrom.reason}): install ${release.version}, the previous good version.`,
    );
  }
  for (const note of release.notes) io.out(`  ${note.tag}: ${note.text}`);
  if (file && current.download) {
    const keys = await trustedReleaseKeys(link, current.pinned, current.dir, io.out);
    const bytes = await downloadVerified(link, file, keys);
    io.out(
      `Downloaded ${file.fileName}: ${bytes.byteLength} bytes, signed by key ${file.keyId}, SHA-256 ${file.sha256} verified.`,
    );
  }
  return 0;
}
