export type ReleaseTag = 'Feature' | 'Enhancement' | 'Fix';

type VersionHistoryEntry = {
  version: string;
  date: string;
  /** ISO date for the <time> element. */
  isoDate: string;
  latest?: boolean;
  notes: { tag: ReleaseTag; text: string }[];
};

export const versionHistorySection = {
  title: 'Version history',
  text: 'What changed in each release of the desktop tool.',
  latestBadge: 'Latest',
} as const;

/** Spec section 3: v2.0.0 with its notes, then the older releases. */
export const versionHistory: VersionHistoryEntry[] = [
  {
    version: 'v2.0.0',
    date: 'Aug 19, 2025',
    isoDate: '2025-08-19',
    latest: true,
    notes: [
      { tag: 'Feature', text: 'Dynamic screen region selection with resize handles.' },
      { tag: 'Feature', text: 'Native code editor with compilation and debugging.' },
      { tag: 'Feature', text: 'Persistent session management with state recovery.' },
      { tag: 'Enhancement', text: 'Better stability, error handling and memory use.' },
    ],
  },
  {
    version: 'v1.2.0',
    date: 'May 2, 2025',
    isoDate: '2025-05-02',
    notes: [
      { tag: 'Feature', text: 'Scripts bought in the Script Store install with one click.' },
      { tag: 'Enhancement', text: 'Signal detection is about 30% faster on 4K screens.' },
      { tag: 'Fix', text: 'Regions no longer drift after the display scaling changes.' },
    ],
  },
  {
    version: 'v1.1.0',
    date: 'Jan 28, 2025',
    isoDate: '2025-01-28',
    notes: [
      { tag: 'Feature', text: 'Simulation mode replays a script without clicking real orders.' },
      { tag: 'Enhancement', text: 'Clearer logs of every detected signal and click.' },
      { tag: 'Fix', text: 'The hotkey to stop all scripts now works while minimised.' },
    ],
  },
  {
    version: 'v1.0.4',
    date: 'Nov 6, 2024',
    isoDate: '2024-11-06',
    notes: [
      { tag: 'Enhancement', text: 'Lower processor use while no script is running.' },
      { tag: 'Fix', text: 'Colour detection on dark platform themes is more reliable.' },
    ],
  },
  {
    version: 'v1.0.3',
    date: 'Aug 19, 2024',
    isoDate: '2024-08-19',
    notes: [
      { tag: 'Enhancement', text: 'Faster start-up and a smaller installer.' },
      { tag: 'Fix', text: 'Fixed a crash when a second monitor was unplugged.' },
    ],
  },
  {
    version: 'v1.0.2',
    date: 'Apr 1, 2024',
    isoDate: '2024-04-01',
    notes: [
      { tag: 'Feature', text: 'Multi-monitor support for screen regions.' },
      { tag: 'Fix', text: 'Sign-in no longer times out behind corporate proxies.' },
    ],
  },
];
