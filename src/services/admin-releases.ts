import {
  consoleEndpoints,
  type DesktopPlatform,
  type Release,
  type ReleaseChannel,
  releaseSignatureField,
} from './contract';
import { callEndpoint, uploadToEndpoint } from './http';

/** A release as the console's form writes it, with one installer file per platform at most. */
export type ReleaseDraft = {
  version: string;
  date: string;
  channel: ReleaseChannel;
  notes: Release['notes'];
  files: Partial<Record<DesktopPlatform, File>>;
  /** Each file's `.sig` (from `npm run release -- sign`): the server refuses a file without. */
  signatures: Partial<Record<DesktopPlatform, File>>;
};

export type ReleaseChange = 'publish' | 'withdraw';

/**
 * A staged-rollout change (issue 36) as the page asks for it: with what the dialog checks the
 * typed value against (the rollout now) and the value filled in first.
 */
export type RolloutRequest =
  | { kind: 'rollout'; version: string; percent: number; halted: boolean; draft: boolean }
  | { kind: 'halt'; version: string }
  | { kind: 'yank'; version: string }
  | { kind: 'minimumVersion'; current: string | null };

/** The changes a release's own controls ask for (the minimum version is the page's). */
export type ReleaseRolloutRequest = Exclude<RolloutRequest, { kind: 'minimumVersion' }>;

/** A publish or a withdrawal of one release, as the console's confirmed action carries it. */
export type ReleaseChangeRequest = { version: string; change: ReleaseChange };

/**
 * The multipart body the contract gives: the fields, the notes as JSON, `file.<platform>` and
 * its signature's text as `signature.<platform>`.
 */
export async function releaseFormData(draft: ReleaseDraft): Promise<FormData> {
  const form = new FormData();
  form.set('version', draft.version);
  form.set('date', draft.date);
  form.set('channel', draft.channel);
  form.set('notes', JSON.stringify(draft.notes));
  for (const [platform, signature] of Object.entries(draft.signatures)) {
    if (signature) {
      form.set(releaseSignatureField(platform as DesktopPlatform), (await signature.text()).trim());
    }
  }
  for (const [platform, file] of Object.entries(draft.files)) {
    if (file) form.set(`file.${platform}`, file, file.name);
  }
  return form;
}

/** The console's release calls (issue 18), checked against their declarations. */
export const adminReleasesApi = {
  list: () => callEndpoint(consoleEndpoints.releases, {}),

  /** Adds a draft; the list is read again afterwards, so the answer's body is not needed. */
  create: async (draft: ReleaseDraft): Promise<void> => {
    await uploadToEndpoint(consoleEndpoints.uploadRelease, await releaseFormData(draft));
  },

  change: async ({ version, change }: ReleaseChangeRequest): Promise<void> => {
    const endpoint =
      change === 'publish' ? consoleEndpoints.publishRelease : consoleEndpoints.withdrawRelease;
    await callEndpoint(endpoint, { params: { version } });
  },

  /** A rollout change with the dialog's value (a share, a reason, a version or nothing). */
  rollout: async (request: RolloutRequest, value: string): Promise<void> => {
    switch (request.kind) {
      case 'rollout':
        await callEndpoint(consoleEndpoints.rolloutRelease, {
          params: { version: request.version },
          body: { percent: Number(value) },
        });
        return;
      case 'halt':
        await callEndpoint(consoleEndpoints.haltRelease, { params: { version: request.version } });
        return;
      case 'yank':
        await callEndpoint(consoleEndpoints.yankRelease, {
          params: { version: request.version },
          body: { reason: value },
        });
        return;
      case 'minimumVersion':
        // None is the setting taken away, not a version of null.
        if (value === '') await callEndpoint(consoleEndpoints.clearMinimumVersion, {});
        else
          await callEndpoint(consoleEndpoints.minimumVersion, { body: { minimumVersion: value } });
    }
  },
};

export type AdminReleasesApi = typeof adminReleasesApi;
