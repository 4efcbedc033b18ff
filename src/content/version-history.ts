export type ReleaseTag = 'Feature' | 'Enhancement' | 'Fix';

type Release = {
  version: string;
  /** The date as the page shows it, e.g. 'Aug 19, 2025'. */
  date: string;
  /** ISO date for the <time> element. */
  isoDate: string;
  notes: { tag: ReleaseTag; text: string }[];
};

const shownDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** One release, its date written once (ISO) and its notes as [tag, text]. */
const release = (version: string, isoDate: string, notes: [ReleaseTag, string][]): Release => ({
  version,
  date: formatReleaseDate(isoDate),
  isoDate,
  notes: notes.map(([tag, text]) => ({ tag, text })),
});

/** How the pages write a release's ISO date, e.g. 'Aug 19, 2025'. */
export const formatReleaseDate = (isoDate: string) => shownDate.format(new Date(isoDate));

/** The feed names versions bare ('2.0.0'); pages show them as people write them ('v2.0.0'). */
export const shownVersion = (version: string) =>
  version.startsWith('v') ? version : `v${version}`;

export const versionHistorySection = {
  title: 'Version history',
  text: 'What changed in each release of the desktop tool.',
  latestBadge: 'Latest',
  betaBadge: 'Beta',
  none: 'The first release notes will appear here.',
} as const;

/**
 * Spec section 3: v2.0.0 with its notes, then the older releases; newest first. The pages show
 * the published releases the server hands them (src/ui/public/public-page-data.ts); this list
 * seeds the releases registry.
 */
export const versionHistory: Release[] = [
  release('v2.0.0', '2025-08-19', [
    ['Feature', 'Dynamic screen region selection with resize handles.'],
    ['Feature', 'Native code editor with compilation and debugging.'],
    ['Feature', 'Persistent session management with state recovery.'],
    ['Enhancement', 'Better stability, error handling and memory use.'],
  ]),
  release('v1.2.0', '2025-05-02', [
    ['Feature', 'Scripts bought in the Script Store install with one click.'],
    ['Enhancement', 'Signal detection is about 30% faster on 4K screens.'],
    ['Fix', 'Regions no longer drift after the display scaling changes.'],
  ]),
  release('v1.1.0', '2025-01-28', [
    ['Feature', 'Simulation mode replays a script without clicking real orders.'],
    ['Enhancement', 'Clearer logs of every detected signal and click.'],
    ['Fix', 'The hotkey to stop all scripts now works while minimised.'],
  ]),
  release('v1.0.4', '2024-11-06', [
    ['Enhancement', 'Lower processor use while no script is running.'],
    ['Fix', 'Colour detection on dark platform themes is more reliable.'],
  ]),
  release('v1.0.3', '2024-08-19', [
    ['Enhancement', 'Faster start-up and a smaller installer.'],
    ['Fix', 'Fixed a crash when a second monitor was unplugged.'],
  ]),
  release('v1.0.2', '2024-04-01', [
    ['Feature', 'Multi-monitor support for screen regions.'],
    ['Fix', 'Sign-in no longer times out behind corporate proxies.'],
  ]),
];
