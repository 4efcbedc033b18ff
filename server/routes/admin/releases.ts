import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AppVersionSchema,
  type DesktopPlatform,
  desktopPlatforms,
  consoleEndpoints as endpoints,
  ReleaseDraftSchema,
  releaseFileRules,
} from '../../../src/services/contract';
import { DomainError } from '../../domain/errors';
import {
  InstallerRefused,
  type Releases,
  type ReleaseUpload,
  SignatureRefused,
} from '../../domain/releases';
import type { AuthEnv } from '../../http/auth';
import { fieldErrors } from '../../http/body';
import type { RegisterEndpoint } from '../../http/endpoint-routes';
import { ApiError, fromDomainError } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { auditActor } from './audit-actor';

const noRelease = () => new ApiError(404, 'No such release.');

/** The form's `notes` field is JSON text; anything else is a 422 on `notes`. */
const parseNotes = (text: unknown) => {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The parts a release's form may have: its fields, one file and its signature per platform,
 * nothing more.
 */
const FORM_LIMITS = {
  fields: 8 + desktopPlatforms.length,
  fieldSize: 64 * 1024,
  files: desktopPlatforms.length,
  parts: 8 + 2 * desktopPlatforms.length,
  // One byte past the limit arrives, for the installer's check to refuse by its own rule.
  fileSize: releaseFileRules.maxBytes + 1,
};

/** The platform of a `file.<platform>` or `signature.<platform>` part. */
const platformOf = (key: string, prefix: 'file.' | 'signature.') => {
  const platform = key.slice(prefix.length) as DesktopPlatform;
  if (!key.startsWith(prefix) || !desktopPlatforms.includes(platform)) {
    throw new ApiError(422, `${key} is not a ${prefix.slice(0, -1)} for a known platform.`, {
      errors: { [key]: `Use ${prefix}${desktopPlatforms.join(`, ${prefix}`)}.` },
    });
  }
  return platform;
};

/** A refusal of one part, shown on that part's field. */
function onField(key: string, error: unknown): unknown {
  if (error instanceof InstallerRefused) {
    return new ApiError(422, error.message, { errors: { [key]: error.message } });
  }
  if (error instanceof DomainError) {
    return new ApiError(fromDomainError(error).status, error.message, {
      errors: { [key]: error.message },
    });
  }
  return error;
}

/**
 * Reads the release's form as it arrives: its text fields (answered), its files staged by
 * `upload`, the version claimed as soon as it is read.
 */
async function readReleaseForm(request: Request, upload: ReleaseUpload) {
  const fields: Record<string, string> = {};
  await readMultipart(request, FORM_LIMITS, {
    field: async (key, value) => {
      if (key.startsWith('file.')) {
        throw new ApiError(422, `${key} is not a file.`, { errors: { [key]: 'Attach a file.' } });
      }
      if (key in fields) {
        throw new ApiError(422, `${key} is in the form twice.`, {
          errors: { [key]: 'Give it once.' },
        });
      }
      if (key.startsWith('signature.')) {
        upload.signed(platformOf(key, 'signature.'), value);
        return;
      }
      fields[key] = value;
      if (key === 'version') {
        const version = v.safeParse(AppVersionSchema, value);
        if (version.success) await upload.claim(version.output);
      }
    },
    file: async (key, stream, fileName) => {
      try {
        await upload.stage(platformOf(key, 'file.'), fileName, stream);
      } catch (error) {
        throw onField(key, error);
      }
    },
  });
  return fields;
}

/**
 * The console's releases (`consoleEndpoints`, ADMIN): the list with their state and downloads,
 * a new draft (multipart), and `/:version/publish` and `/withdraw`.
 */
export function adminReleaseRoutes(register: RegisterEndpoint, releases: Releases) {
  const app = new Hono<AuthEnv>();

  register(app, endpoints.releases, async () => ({
    releases: await releases.all(),
    minimumVersion: await releases.policy.minimumVersion(),
  }));

  /**
   * A new draft, from a multipart form streamed to disk as it arrives: each file is staged and
   * checksummed on the way, the version is claimed as soon as it is read (a second upload of it
   * is a 409), and nothing is kept of a refused form.
   */
  register(app, endpoints.uploadRelease, async (_, c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('multipart/form-data')) {
      throw new ApiError(415, 'Send the release as multipart/form-data.');
    }
    const upload = releases.startUpload();
    try {
      const fields = await readReleaseForm(c.req.raw, upload);
      const draft = v.safeParse(ReleaseDraftSchema, { ...fields, notes: parseNotes(fields.notes) });
      if (!draft.success) {
        const errors = fieldErrors(draft.issues);
        throw new ApiError(422, draft.issues[0].message, { errors });
      }
      if (upload.fileCount() === 0) {
        throw new ApiError(422, 'A release needs at least one file.', {
          errors: { files: 'Add at least one file.' },
        });
      }
      try {
        return c.json(await upload.commit(draft.output), 201);
      } catch (error) {
        // A file unsigned or signed by no trusted key: nothing is kept.
        if (error instanceof SignatureRefused) throw onField(error.field, error);
        throw error;
      }
    } finally {
      await upload.discard();
    }
  });

  for (const [endpoint, status] of [
    [endpoints.publishRelease, 'published'],
    [endpoints.withdrawRelease, 'withdrawn'],
  ] as const) {
    register(
      app,
      endpoint,
      async ({ params }) => {
        const release = await releases.setStatus(params.version, status);
        if (!release) throw noRelease();
        return release;
      },
      { refuseParams: noRelease },
    );
  }

  // Staged rollouts (issue 36): each records its own audit line, before and after.
  const orNoRelease = async <T>(work: Promise<T | undefined>) => {
    const release = await work;
    if (!release) throw noRelease();
    return release;
  };
  register(
    app,
    endpoints.rolloutRelease,
    ({ params, body }, c) =>
      orNoRelease(releases.rollouts.setRollout(auditActor(c), params.version, body.percent)),
    { refuseParams: noRelease },
  );
  register(
    app,
    endpoints.haltRelease,
    ({ params }, c) => orNoRelease(releases.rollouts.halt(auditActor(c), params.version)),
    { refuseParams: noRelease },
  );
  register(
    app,
    endpoints.yankRelease,
    ({ params, body }, c) =>
      orNoRelease(releases.rollouts.yank(auditActor(c), params.version, body.reason)),
    { refuseParams: noRelease },
  );
  register(app, endpoints.minimumVersion, ({ body }, c) =>
    releases.policy.setMinimumVersion(auditActor(c), body.minimumVersion),
  );
  register(app, endpoints.clearMinimumVersion, (_, c) =>
    releases.policy.setMinimumVersion(auditActor(c), null),
  );

  return app;
}
