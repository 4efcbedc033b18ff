import { Hono } from 'hono';
import { DEVICE_CODE_GRANT, oauthPaths } from '../../src/services/contract';
import { errorResponse } from './errors';

/**
 * `/.well-known/`: RFC 8414's discovery document, which points an OAuth library at the device
 * sign-in, and a 404 for every other name there (mount it after the other well-known routes),
 * so a client probing for a document we do not have is not handed the home page.
 */
export function wellKnownRoutes(publicUrl: string) {
  const app = new Hono();
  app.get(oauthPaths.metadata, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({
      issuer: publicUrl,
      device_authorization_endpoint: `${publicUrl}${oauthPaths.deviceAuthorization}`,
      token_endpoint: `${publicUrl}${oauthPaths.token}`,
      grant_types_supported: [DEVICE_CODE_GRANT],
      // No authorization endpoint (the device grant needs none), so no response type.
      response_types_supported: [],
      // A public client: the desktop holds no secret, only its client_id.
      token_endpoint_auth_methods_supported: ['none'],
    });
  });
  app.all('/.well-known/*', (c) => errorResponse(c, 404, { message: 'Not found' }));
  return app;
}
