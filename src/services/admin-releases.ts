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
  list: async () => (await callEndpoint(consoleEndpoints.releases, {})).releases,

  /** Adds a draft; the list is read again afterwards, so the answer's body is not needed. */
  create: async (draft: ReleaseDraft): Promise<void> => {
    await uploadToEndpoint(consoleEndpoints.uploadRelease, await releaseFormData(draft));
  },

  change: async ({ version, change }: ReleaseChangeRequest): Promise<void> => {
    const endpoint =
      change === 'publish' ? consoleEndpoints.publishRelease : consoleEndpoints.withdrawRelease;
    await callEndpoint(endpoint, { params: { version } });
  },
};

export type AdminReleasesApi = typeof adminReleasesApi;
