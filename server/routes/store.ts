import { Hono } from 'hono';
import { storeEndpoints as endpoints, type MyRequestList } from '../../src/services/contract';
import type { Catalogue } from '../domain/catalogue';
import type { ContentLinks } from '../domain/content-links';
import type { Support } from '../domain/support';
import type { AuthEnv } from '../http/auth';
import type { RegisterEndpoint } from '../http/endpoint-routes';
import { ApiError } from '../http/errors';

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
  support: Support;
  /** The signed-in customer's own custom requests (issue 17: 'My requests'). */
  myRequests: (userId: string) => Promise<MyRequestList>;
};

/**
 * `/api/v2/store/*` (`storeEndpoints`): the catalogue pages, a script's detail, its content,
 * custom requests. Answers depend on who asks (isPurchased, links): `no-store`, as the API's.
 */
export function storeRoutes(
  register: RegisterEndpoint,
  { catalogue, links, support, myRequests }: StoreRoutesDeps,
) {
  const app = new Hono<AuthEnv>();

  register(app, endpoints.scripts, ({ query }, c) =>
    catalogue.page(c.get('user'), query.limit, query.offset),
  );

  register(
    app,
    endpoints.details,
    async ({ params }, c) => {
      const outcome = await catalogue.detail(c.get('user'), params.scriptName);
      switch (outcome.kind) {
        case 'not-found':
          throw notFound();
        case 'forbidden':
          return c.json({ message: FORBIDDEN_MESSAGE, ...outcome.script }, 403);
        case 'shown':
          return outcome.script;
      }
    },
    { refuseParams: notFound },
  );

  /** The signed download the detail call links to: no bearer, a browser opens it. */
  register(
    app,
    endpoints.content,
    async ({ params: { scriptName }, query: { expires, signature } }, c) => {
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
    { refuseParams: linkRefused, refuseQuery: linkRefused },
  );

  register(app, endpoints.requestCustom, async ({ body }, c) => {
    await support.requestCustomScript(c.get('user'), body);
    return { success: true };
  });

  register(app, endpoints.myRequests, (_, c) => myRequests(c.get('user').id));

  return app;
}
