import { Hono } from 'hono';
import * as v from 'valibot';
import {
  type DesktopPlatform,
  desktopPlatforms,
  ReleaseDraftSchema,
} from '../../../src/services/contract';
import { checkInstallerUpload, InstallerRefused, type Releases } from '../../domain/releases';
import type { UploadedFile } from '../../domain/releases/registry';
import type { Sessions } from '../../domain/sessions';
import { type AuthEnv, requireAdmin, requireSession } from '../../http/auth';
import { fieldErrors } from '../../http/body';
import { ApiError } from '../../http/errors';
import { noStore } from '../../http/no-store';
import { validInput } from '../../http/validation';

const VersionParamsSchema = v.object({ version: v.pipe(v.string(), v.maxLength(40)) });
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

/** The `file.<platform>` parts of the form, each checked as an installer. */
async function uploadsOf(form: Record<string, unknown>): Promise<UploadedFile[]> {
  const uploads: UploadedFile[] = [];
  for (const [key, value] of Object.entries(form)) {
    if (!key.startsWith('file.')) continue;
    const platform = key.slice('file.'.length) as DesktopPlatform;
    if (!desktopPlatforms.includes(platform) || !(value instanceof File)) {
      throw new ApiError(422, `${key} is not a file for a known platform.`, {
        errors: { [key]: `Use file.${desktopPlatforms.join(', file.')}.` },
      });
    }
    const bytes = new Uint8Array(await value.arrayBuffer());
    try {
      checkInstallerUpload(value.name, bytes);
    } catch (error) {
      if (!(error instanceof InstallerRefused)) throw error;
      throw new ApiError(422, error.message, { errors: { [key]: error.message } });
    }
    uploads.push({ platform, fileName: value.name, bytes });
  }
  return uploads;
}

/**
 * `${endpoints.admin}/releases` (ADMIN): the console's releases. GET lists them with their
 * state and downloads; POST (multipart) adds a draft; `/:version/publish` and `/withdraw`.
 */
export function adminReleaseRoutes(deps: { releases: Releases; sessions: Sessions }) {
  const { releases } = deps;
  const app = new Hono<AuthEnv>();
  app.use('*', noStore, requireSession(deps.sessions), requireAdmin);

  app.get('/', async (c) => c.json({ releases: await releases.all() }));

  app.post('/', async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.startsWith('multipart/form-data')) {
      throw new ApiError(415, 'Send the release as multipart/form-data.');
    }
    const form = await c.req.parseBody();
    const draft = v.safeParse(ReleaseDraftSchema, { ...form, notes: parseNotes(form.notes) });
    if (!draft.success) {
      const errors = fieldErrors(draft.issues);
      throw new ApiError(422, draft.issues[0].message, { errors });
    }
    const uploads = await uploadsOf(form);
    if (uploads.length === 0) {
      throw new ApiError(422, 'A release needs at least one file.', {
        errors: { files: 'Add at least one file.' },
      });
    }
    return c.json(await releases.addDraft(draft.output, uploads), 201);
  });

  for (const action of ['publish', 'withdraw'] as const) {
    app.post(
      `/:version/${action}`,
      validInput('param', VersionParamsSchema, noRelease),
      async (c) => {
        const status = action === 'publish' ? 'published' : 'withdrawn';
        const release = await releases.setStatus(c.req.valid('param').version, status);
        if (!release) throw noRelease();
        return c.json(release);
      },
    );
  }

  return app;
}
