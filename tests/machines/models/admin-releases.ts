import type { AdminRelease } from '../../../src/services/contract';
import { httpError } from '../support/fixtures';
import { entered, type PathModel } from './path-model';
import { networkDown } from './samples';

const file = {
  platform: 'windows-x64',
  fileName: 'SignalHand-2.5.0-win-x64.zip',
  size: 48_211_968,
  sha256: 'a3f1c2d4e5b6978812ab34cd56ef7890a3f1c2d4e5b6978812ab34cd56ef7890',
  signature: null,
  keyId: null,
  url: '/files/releases/2.5.0/SignalHand-2.5.0-win-x64.zip',
} as const;

export const draftRelease: AdminRelease = {
  version: '2.5.0',
  date: '2026-01-01',
  channel: 'stable',
  notes: [{ tag: 'Feature', text: 'Device sign-in from the portal' }],
  files: [file],
  rollback: false,
  status: 'draft',
  downloads: 0,
  rolloutPercent: 100,
  haltedAt: null,
  yankedAt: null,
  yankReason: null,
  devicesOnIt: 0,
};

export const publishedRelease: AdminRelease = {
  ...draftRelease,
  version: '2.4.0',
  date: '2025-11-02',
  status: 'published',
  downloads: 1204,
};

export const adminReleasesModel: PathModel = {
  inputs: [undefined],
  events: [
    { type: 'releases.retry' },
    { type: 'releases.created', version: '2.6.0' },
    { type: 'releases.reload' },
  ],
  actorOutputs: {
    loadReleases: [
      { releases: [draftRelease, publishedRelease], minimumVersion: '1.0.2' },
      { releases: [], minimumVersion: null },
    ],
  },
  actorErrors: { loadReleases: [networkDown, httpError(401)] },
  invariants: [
    {
      description: 'an error and a success notice never show together',
      holds: ({ context }) => !(context.error && context.notice),
    },
    {
      description: 'a saved draft is announced once the list shows it',
      holds: (snapshot, step) =>
        !(entered('Loading', snapshot, step) && step.event.type === 'releases.created') ||
        snapshot.context.notice !== null,
    },
  ],
};
