import { Hono } from 'hono';
import {
  consoleScriptsEndpoints as endpoints,
  scriptImageRules,
} from '../../../src/services/contract';
import { isServedScriptImage, storeScriptImage } from '../../domain/admin/script-images';
import { type AdminScripts, ScriptNotFound } from '../../domain/admin/scripts';
import { DomainError } from '../../domain/errors';
import type { AuthEnv } from '../../http/auth';
import type { RegisterEndpoint } from '../../http/endpoint-routes';
import { ApiError } from '../../http/errors';

const notFound = () => new ApiError(404, 'There is no such script in the catalogue.');

/** A script that is not there, or an id that could be no script's, answers 404. */
const orNotFound = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ScriptNotFound) throw notFound();
    throw error;
  }
};

/** A refusal of the picture, shown on the form's picture field. */
const wrongPicture = (message: string) =>
  new ApiError(422, message, { errors: { image: message } });

/**
 * The console's catalogue (`consoleScriptsEndpoints`, issue 17). Every change is recorded in
 * the audit log by the domain, in the transaction that makes it.
 */
export function scriptsAdminRoutes(
  register: RegisterEndpoint,
  { scripts, filesDir }: { scripts: AdminScripts; filesDir: string },
) {
  const app = new Hono<AuthEnv>();
  const byId = { refuseParams: notFound };

  /** An upload's address must name a picture uploaded here (the contract checks its shape). */
  const servedPicture = async (url: string) => {
    if (await isServedScriptImage(filesDir, url)) return;
    const message = 'This picture was not uploaded here: upload it again.';
    throw new ApiError(422, message, { errors: { scriptImageUrl: message } });
  };

  register(app, endpoints.list, ({ query }) => scripts.list(query));

  register(app, endpoints.create, async ({ body }, c) => {
    await servedPicture(body.scriptImageUrl);
    return scripts.create(c.get('user'), body);
  });

  /** A picture for a script (multipart): stored under the files directory, its address answered. */
  register(app, endpoints.uploadImage, async (_, c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = (form as Record<string, unknown>)[scriptImageRules.field];
    if (!(file instanceof File)) throw wrongPicture('Choose a picture to upload.');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const scriptImageUrl = await storeScriptImage(filesDir, bytes).catch((error) => {
      // A picture of the wrong kind or size is a wrong field, as with any other field.
      if (error instanceof DomainError) throw wrongPicture(error.message);
      throw error;
    });
    await scripts.recordImage(c.get('user'), scriptImageUrl, bytes);
    return { scriptImageUrl };
  });

  register(app, endpoints.detail, ({ params }) => orNotFound(() => scripts.get(params.id)), byId);

  register(
    app,
    endpoints.update,
    async ({ params, body }, c) => {
      await servedPicture(body.scriptImageUrl);
      return orNotFound(() => scripts.update(c.get('user'), params.id, body));
    },
    byId,
  );

  register(
    app,
    endpoints.setPublished,
    ({ params, body }, c) =>
      orNotFound(() => scripts.setPublished(c.get('user'), params.id, body.published)),
    byId,
  );

  register(
    app,
    endpoints.remove,
    async ({ params }, c) => {
      await orNotFound(() => scripts.remove(c.get('user'), params.id));
      return { success: true };
    },
    byId,
  );

  return app;
}
