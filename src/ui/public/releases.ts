import type { DesktopPlatform, Release } from '../../services/contract';

/** Newest first, by date (the order the pages list releases in). */
export const newestFirst = (releases: readonly Release[]) =>
  [...releases].sort((a, b) => b.date.localeCompare(a.date));

/** The newest stable release, the one the pages call 'Latest'. */
export const latestStable = (releases: readonly Release[]) =>
  newestFirst(releases).find((release) => release.channel === 'stable');

/** The newest stable release's file for `platform`, with its version; none without one. */
export function latestStableFile(releases: readonly Release[], platform: DesktopPlatform) {
  for (const release of newestFirst(releases)) {
    if (release.channel !== 'stable') continue;
    const file = release.files.find((candidate) => candidate.platform === platform);
    if (file) return { version: release.version, ...file };
  }
  return undefined;
}

/** Bytes as the pages write a file's size: megabytes with one decimal, or whole kilobytes. */
export const fileSize = (bytes: number) =>
  bytes >= 100_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} kB`;
