// The console's overview, audit log and releases (issues 17 and 18): operators only; every
// write is an operator action the audit log records.
import * as v from 'valibot';
import {
  AdminReleaseListSchema,
  AdminReleaseSchema,
  MinimumVersionRequestSchema,
  MinimumVersionSchema,
  RolloutRequestSchema,
  YankRequestSchema,
} from '../desktop';
import { defineEndpoint, refusing } from '../endpoint';
import { endpoints } from '../paths';
import { AuditListSchema, AuditQuerySchema } from './audit';
import { AdminOverviewSchema, adminOverviewEndpoint } from './overview';

const releasesPath = `${endpoints.admin}/releases`;
const NO_RELEASE = { status: 404, description: 'No such release.' } as const;
/** A release's version in the path (a bad one is answered as an unknown release: 404). */
export const ReleaseVersionParamsSchema = v.object({
  version: v.pipe(v.string(), v.maxLength(40)),
});

const releaseChange = (change: 'publish' | 'withdraw', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${releasesPath}/:version/${change}`,
    summary,
    access: 'operator',
    params: ReleaseVersionParamsSchema,
    answer: AdminReleaseSchema,
    refusals: [NO_RELEASE],
    audited: true,
  });

export const consoleEndpoints = {
  overview: defineEndpoint({
    method: 'GET',
    path: adminOverviewEndpoint,
    summary: "The console's figures and the last 30 days' chart.",
    access: 'operator',
    answer: AdminOverviewSchema,
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: `${endpoints.admin}/audit`,
    summary: 'The audit log of operator actions, newest first, a page at a time, filtered.',
    access: 'operator',
    query: AuditQuerySchema,
    answer: AuditListSchema,
  }),
  releases: defineEndpoint({
    method: 'GET',
    path: releasesPath,
    summary: 'Every release, drafts and withdrawn ones included, with its state and downloads.',
    access: 'operator',
    answer: AdminReleaseListSchema,
  }),
  // Multipart, streamed to disk by the handler: no JSON body to declare.
  uploadRelease: defineEndpoint({
    method: 'POST',
    path: releasesPath,
    summary:
      'Adds a draft release from multipart/form-data: version, date, channel, notes (JSON), rollback (true/false) and a file.<platform> installer per platform with its signature.<platform> (base64 Ed25519, by a key of RELEASE_PUBLIC_KEYS).',
    access: 'operator',
    answer: AdminReleaseSchema,
    status: 201,
    refusals: refusing({
      400: 'The multipart body is malformed.',
      409: 'A release of this version exists or is being uploaded.',
      413: 'The upload is over the size limit.',
      415: 'The body is not multipart/form-data.',
      422: 'A field or file is refused (not an installer, unknown platform, twice, no file, unsigned or not signed by a trusted key): `errors` says which.',
    }),
    audited: true,
  }),
  // Every customer's desktop installs what is published: a fresh second factor first.
  publishRelease: defineEndpoint({
    ...releaseChange('publish', 'Publishes a release: the feed and the downloads offer it.'),
    freshSecondFactor: true,
  }),
  withdrawRelease: releaseChange(
    'withdraw',
    'Withdraws a release from the feed and the downloads.',
  ),
  // Staged rollouts (issue 36): each reaches customers' desktops, so each asks a fresh factor.
  rolloutRelease: defineEndpoint({
    method: 'POST',
    path: `${releasesPath}/:version/rollout`,
    summary:
      "Sets a draft's starting rollout percentage, or raises a published release's (a halted one resumes at it).",
    access: 'operator',
    params: ReleaseVersionParamsSchema,
    body: RolloutRequestSchema,
    answer: AdminReleaseSchema,
    refusals: refusing({
      404: 'No such release.',
      409: 'The release is withdrawn or yanked, or the percentage is below its rollout.',
      422: 'The percentage is not a whole number from 1 to 100.',
    }),
    audited: true,
    freshSecondFactor: true,
  }),
  haltRelease: defineEndpoint({
    method: 'POST',
    path: `${releasesPath}/:version/halt`,
    summary: 'Halts a published release: no further device is offered it.',
    access: 'operator',
    params: ReleaseVersionParamsSchema,
    answer: AdminReleaseSchema,
    refusals: refusing({ 404: 'No such release.', 409: 'Not published, or halted already.' }),
    audited: true,
    freshSecondFactor: true,
  }),
  yankRelease: defineEndpoint({
    method: 'POST',
    path: `${releasesPath}/:version/yank`,
    summary:
      'Yanks a published release with a reason: gone from the feed and the downloads; the devices on it are offered the previous good release as a rollback.',
    access: 'operator',
    params: ReleaseVersionParamsSchema,
    body: YankRequestSchema,
    answer: AdminReleaseSchema,
    refusals: refusing({
      404: 'No such release.',
      409: 'The release is not published.',
      422: 'The reason is missing or too long.',
    }),
    audited: true,
    freshSecondFactor: true,
  }),
  minimumVersion: defineEndpoint({
    method: 'PUT',
    path: `${releasesPath}/minimum-version`,
    summary:
      'Sets the minimum supported desktop version the licenses carry; an older desktop is told to update.',
    access: 'operator',
    body: MinimumVersionRequestSchema,
    answer: MinimumVersionSchema,
    refusals: refusing({ 422: 'Not a version such as 2.0.0.' }),
    audited: true,
    freshSecondFactor: true,
  }),
  clearMinimumVersion: defineEndpoint({
    method: 'DELETE',
    path: `${releasesPath}/minimum-version`,
    summary: 'Takes the minimum supported desktop version away: licenses carry none.',
    access: 'operator',
    answer: MinimumVersionSchema,
    audited: true,
    freshSecondFactor: true,
  }),
};
