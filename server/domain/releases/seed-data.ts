import type { ReleaseNoteTag } from '../../../src/services/contract';

/**
 * The spec's six releases (section 3), newest first, as the registry is seeded with them. The
 * public pages read them from the registry; this is their only copy on the server side.
 */
export type SeedRelease = { version: string; date: string; notes: [ReleaseNoteTag, string][] };

export const seedReleases: SeedRelease[] = [
  {
    version: '2.0.0',
    date: '2025-08-19',
    notes: [
      ['Feature', 'Dynamic screen region selection with resize handles.'],
      ['Feature', 'Native code editor with compilation and debugging.'],
      ['Feature', 'Persistent session management with state recovery.'],
      ['Enhancement', 'Better stability, error handling and memory use.'],
    ],
  },
  {
    version: '1.2.0',
    date: '2025-05-02',
    notes: [
      ['Feature', 'Scripts bought in the Script Store install with one click.'],
      ['Enhancement', 'Signal detection is about 30% faster on 4K screens.'],
      ['Fix', 'Regions no longer drift after the display scaling changes.'],
    ],
  },
  {
    version: '1.1.0',
    date: '2025-01-28',
    notes: [
      ['Feature', 'Simulation mode replays a script without clicking real orders.'],
      ['Enhancement', 'Clearer logs of every detected signal and click.'],
      ['Fix', 'The hotkey to stop all scripts now works while minimised.'],
    ],
  },
  {
    version: '1.0.4',
    date: '2024-11-06',
    notes: [
      ['Enhancement', 'Lower processor use while no script is running.'],
      ['Fix', 'Colour detection on dark platform themes is more reliable.'],
    ],
  },
  {
    version: '1.0.3',
    date: '2024-08-19',
    notes: [
      ['Enhancement', 'Faster start-up and a smaller installer.'],
      ['Fix', 'Fixed a crash when a second monitor was unplugged.'],
    ],
  },
  {
    version: '1.0.2',
    date: '2024-04-01',
    notes: [
      ['Feature', 'Multi-monitor support for screen regions.'],
      ['Fix', 'Sign-in no longer times out behind corporate proxies.'],
    ],
  },
];
