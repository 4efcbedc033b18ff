import { createHash } from 'node:crypto';
import { compareVersions } from './versions';

/**
 * A device's place in a release's rollout, 0 to 99: the first four bytes of
 * SHA-256("<deviceId>:<version>") as a big-endian unsigned integer, mod 100. Stable (the same
 * device always falls in the same place for a version, so raising a rollout only adds devices)
 * and independent between versions (the first 5% of one release are not the first 5% of the next).
 */
export function rolloutBucket(deviceId: string, version: string): number {
  const digest = createHash('sha256').update(`${deviceId}:${version}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** Whether a rollout at `percent` reaches the device. */
export const reachesDevice = (deviceId: string, version: string, percent: number) =>
  rolloutBucket(deviceId, version) < percent;

/** What the feed needs to know of a release to choose among them. */
export type RolloutCandidate = {
  version: string;
  status: 'draft' | 'published' | 'withdrawn' | 'yanked';
  rolloutPercent: number;
  halted: boolean;
  rollback: boolean;
  yankReason: string | null;
};

/** Who asks: a device (its id from its token) and the version it runs, each when known. */
export type Asker = { deviceId?: string; appVersion?: string };

/**
 * Whether the release is offered to the asker: published, and either fully rolled out and not
 * halted, or (a device) under its rollout and not halted, or the very version the asker runs
 * (a halt stops new devices, never the ones on it).
 */
function offered(release: RolloutCandidate, asker: Asker): boolean {
  if (release.status !== 'published') return false;
  if (release.version === asker.appVersion) return true;
  if (release.halted) return false;
  if (release.rolloutPercent >= 100) return true;
  return (
    asker.deviceId !== undefined &&
    reachesDevice(asker.deviceId, release.version, release.rolloutPercent)
  );
}

/**
 * The release the asker should run, from the candidates (newest first) that have a file for its
 * platform and channel: the newest one offered to it. A desktop is never offered an older
 * version than it runs (it would refuse it as a replayed feed), except a release marked
 * rollback, or the previous good release when the one it runs was yanked: that one comes marked
 * as a rollback from the yanked version, with the yank's reason.
 */
export function chooseRelease<R extends RolloutCandidate>(
  newestFirst: readonly R[],
  asker: Asker,
): { release: R; rollbackFrom?: { version: string; reason: string } } | undefined {
  const release = newestFirst.find((candidate) => offered(candidate, asker));
  const running = asker.appVersion;
  if (!release || running === undefined) return release && { release };
  if (compareVersions(release.version, running) >= 0) return { release };
  const yanked = newestFirst.find(
    (candidate) => candidate.version === running && candidate.status === 'yanked',
  );
  if (yanked) {
    return { release, rollbackFrom: { version: running, reason: yanked.yankReason ?? '' } };
  }
  return release.rollback ? { release } : undefined;
}
