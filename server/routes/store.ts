import { Hono } from 'hono';
import {
  ContentLinkQuerySchema,
  CustomScriptRequestSchema,
  type MyRequestList,
  ScriptNameParamsSchema,
  ScriptPageQuerySchema,
} from '../../src/services/contract';
import type { Catalogue } from '../domain/catalogue';
import type { ContentLinks } from '../domain/content-links';
import type { Sessions } from '../domain/sessions';
import type { Support } from '../domain/support';
import { type AuthEnv, requireSession } from '../http/auth';
import { ApiError } from '../http/errors';
import { noStore } from '../http/no-store';
import { jsonBody, validInput } from '../http/validation';

export const FORBIDDEN_MESSAGE =
  'Access forbidden. You are not authorized to view full details. You may purchase the script for access.';
export const NOT_FOUND_MESSAGE = 'Script not found.';

/** A script name no script has is a script that is not there. */
const notFound = () => new ApiError(404, NOT_FOUND_MESSAGE);
/** A link that is not ours or is too old: the same answer whatever part of it is wrong. */
const linkRefused = () =>
  new ApiError(
    403,
    'This download link is not valid or has expired. Open the script in the store again.',
  );

export type StoreRoutesDeps = {
  catalogue: Catalogue;
  links: ContentLinks;
  sessions: Sessions;
  support: Support;
  /** The signed-in customer's own custom requests (issue 17: 'My requests'). */
  myRequests: (userId: string) => Promise<MyRequestList>;
};

/** `/api/v2/store/*`: the catalogue pages, a script's detail, its content, custom requests. */
export function storeRoutes({ catalogue, links, sessions, support, myRequests }: StoreRoutesDeps) {
  const app = new Hono<AuthEnv>();
  const signedIn = requireSession(sessions);

  // Answers depend on who asks (isPurchased, links): never shared by a cache.
  app.use('*', noStore);

  app.get('/script', signedIn, validInput('query', ScriptPageQuerySchema), async (c) => {
    const { limit, offset } = c.req.valid('query');
    return c.json(await catalogue.page(c.get('user'), limit, offset));
  });

  app.get(
    '/script/details/:scriptName',
    signedIn,
    validInput('param', ScriptNameParamsSchema, notFound),
    async (c) => {
      const outcome = await catalogue.detail(c.get('user'), c.req.valid('param').scriptName);
      switch (outcome.kind) {
        case 'not-found':
          throw notFound();
        case 'forbidden':
          return c.json({ message: FORBIDDEN_MESSAGE, ...outcome.script }, 403);
        case 'shown':
          return c.json(outcome.script);
      }
    },
  );

  /** The signed download the detail call links to: no bearer, a browser opens it. */
  app.get(
    '/script/content/:scriptName',
    validInput('query', ContentLinkQuerySchema, linkRefused),
    validInput('param', ScriptNameParamsSchema, linkRefused),
    async (c) => {
      const { scriptName } = c.req.valid('param');
      const { expires, signature } = c.req.valid('query');
      if (!links.isValid(scriptName, expires, signature)) throw linkRefused();
      const file = await catalogue.content(scriptName);
      if (!file) throw notFound();
      const fileName = file.fileName.replace(/[^\w.-]/g, '_');
      return c.body(file.content, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );

  app.post('/script/custom', signedIn, jsonBody(CustomScriptRequestSchema), async (c) => {
    await support.requestCustomScript(c.get('user'), c.req.valid('json'));
    return c.json({ success: true });
  });

  app.get('/script/custom', signedIn, async (c) => c.json(await myRequests(c.get('user').id)));

  return app;
}
