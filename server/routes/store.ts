import { Hono } from 'hono';
import {
  CustomScriptRequestSchema,
  ScriptPageQuerySchema,
  storeLimits,
} from '../../src/services/contract';
import type { Catalogue } from '../domain/catalogue';
import type { ContentLinks } from '../domain/content-links';
import type { Sessions } from '../domain/sessions';
import type { Support } from '../domain/support';
import { type AuthEnv, requireSession } from '../http/auth';
import { parseBody, parseValue } from '../http/body';
import { ApiError } from '../http/errors';
import { noStore } from '../http/no-store';

export const FORBIDDEN_MESSAGE =
  'Access forbidden. You are not authorized to view full details. You may purchase the script for access.';
export const NOT_FOUND_MESSAGE = 'Script not found.';

export type StoreRoutesDeps = {
  catalogue: Catalogue;
  links: ContentLinks;
  sessions: Sessions;
  support: Support;
};

/** `/api/v2/store/*`: the catalogue pages, a script's detail, its content, custom requests. */
export function storeRoutes({ catalogue, links, sessions, support }: StoreRoutesDeps) {
  const app = new Hono<AuthEnv>();
  const signedIn = requireSession(sessions);

  // Answers depend on who asks (isPurchased, links): never shared by a cache.
  app.use('*', noStore);

  app.get('/script', signedIn, async (c) => {
    const { limit, offset } = parseValue(ScriptPageQuerySchema, {
      limit: c.req.query('limit'),
      offset: c.req.query('offset'),
    });
    return c.json(await catalogue.page(c.get('user'), limit, offset));
  });

  app.get('/script/details/:scriptName', signedIn, async (c) => {
    const scriptName = c.req.param('scriptName');
    if (scriptName.length > storeLimits.scriptName) {
      throw new ApiError(404, NOT_FOUND_MESSAGE);
    }
    const outcome = await catalogue.detail(c.get('user'), scriptName);
    switch (outcome.kind) {
      case 'not-found':
        throw new ApiError(404, NOT_FOUND_MESSAGE);
      case 'forbidden':
        return c.json({ message: FORBIDDEN_MESSAGE, ...outcome.script }, 403);
      case 'shown':
        return c.json(outcome.script);
    }
  });

  /** The signed download the detail call links to: no bearer, a browser opens it. */
  app.get('/script/content/:scriptName', async (c) => {
    const scriptName = c.req.param('scriptName');
    if (!links.isValid(scriptName, c.req.query('expires'), c.req.query('signature'))) {
      throw new ApiError(
        403,
        'This download link is not valid or has expired. Open the script in the store again.',
      );
    }
    const file = await catalogue.content(scriptName);
    if (!file) throw new ApiError(404, NOT_FOUND_MESSAGE);
    const fileName = file.fileName.replace(/[^\w.-]/g, '_');
    return c.body(file.content, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.post('/script/custom', signedIn, async (c) => {
    const request = await parseBody(c, CustomScriptRequestSchema);
    await support.requestCustomScript(c.get('user'), request);
    return c.json({ success: true });
  });

  return app;
}
