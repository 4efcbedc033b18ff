import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AdminScriptInputSchema,
  AdminScriptListQuerySchema,
  AdminScriptPublishSchema,
  scriptImageRules,
} from '../../../src/services/contract';
import { isServedScriptImage, storeScriptImage } from '../../domain/admin/script-images';
import { type AdminScripts, ScriptNotFound } from '../../domain/admin/scripts';
import { DomainError } from '../../domain/errors';
import type { AuthEnv } from '../../http/auth';
import { ApiError } from '../../http/errors';
import { jsonBody, validInput } from '../../http/validation';

const notFound = () => new ApiError(404, 'There is no such script in the catalogue.');
const IdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });

/** A script that is not there, or an id that could be no script's, answers 404. */
const orNotFound = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ScriptNotFound) throw notFound();
    throw error;
  }
};

/**
 * `/api/v2/admin/scripts`: the console's catalogue (issue 17). Every change is recorded in the
 * audit log by the domain, in the transaction that makes it.
 */
export function scriptsAdminRoutes(deps: { scripts: AdminScripts; filesDir: string }) {
  const { scripts } = deps;
  const app = new Hono<AuthEnv>();
  const byId = validInput('param', IdParamsSchema, notFound);

  app.get('/', validInput('query', AdminScriptListQuerySchema), async (c) =>
    c.json(await scripts.list(c.req.valid('query'))),
  );

  /** An upload's address must name a picture uploaded here (the contract checks its shape). */
  const servedPicture = async (url: string) => {
    if (await isServedScriptImage(deps.filesDir, url)) return;
    const message = 'This picture was not uploaded here: upload it again.';
    throw new ApiError(422, message, { errors: { scriptImageUrl: message } });
  };

  app.post('/', jsonBody(AdminScriptInputSchema), async (c) => {
    const input = c.req.valid('json');
    await servedPicture(input.scriptImageUrl);
    return c.json(await scripts.create(c.get('user'), input), 201);
  });

  /** A picture for a script (multipart): stored under the files directory, its address answered. */
  app.post('/images', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = (form as Record<string, unknown>)[scriptImageRules.field];
    if (!(file instanceof File)) {
      throw new ApiError(422, 'Choose a picture to upload.', {
        errors: { image: 'Choose a picture to upload.' },
      });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const scriptImageUrl = await storeScriptImage(deps.filesDir, bytes).catch((error) => {
      // A picture of the wrong kind or size is a wrong field, as with any other field.
      if (error instanceof DomainError) {
        throw new ApiError(422, error.message, { errors: { image: error.message } });
      }
      throw error;
    });
    await scripts.recordImage(c.get('user'), scriptImageUrl, bytes);
    return c.json({ scriptImageUrl }, 201);
  });

  app.get('/:id', byId, async (c) =>
    c.json(await orNotFound(() => scripts.get(c.req.valid('param').id))),
  );

  app.put('/:id', byId, jsonBody(AdminScriptInputSchema), async (c) => {
    const input = c.req.valid('json');
    await servedPicture(input.scriptImageUrl);
    return c.json(
      await orNotFound(() => scripts.update(c.get('user'), c.req.valid('param').id, input)),
    );
  });

  app.patch('/:id', byId, jsonBody(AdminScriptPublishSchema), async (c) =>
    c.json(
      await orNotFound(() =>
        scripts.setPublished(c.get('user'), c.req.valid('param').id, c.req.valid('json').published),
      ),
    ),
  );

  app.delete('/:id', byId, async (c) => {
    await orNotFound(() => scripts.remove(c.get('user'), c.req.valid('param').id));
    return c.json({ success: true });
  });

  return app;
}
