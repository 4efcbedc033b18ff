import { Hono } from 'hono';
import { html } from 'hono/html';

/**
 * The store's Purchase button navigates here (spec section 7). Until the payments issue
 * replaces this route with a real checkout, the browser gets a page that says so plainly.
 */
export function checkoutPlaceholderRoutes() {
  const app = new Hono();
  app.get('/checkout-session', (c) => {
    const product = c.req.query('product') ?? 'this script';
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Checkout unavailable</title>
          </head>
          <body
            style="margin:0;min-height:100vh;display:grid;place-items:center;background:#070c1a;color:#f8fafc;font-family:system-ui,sans-serif"
          >
            <main style="max-width:28rem;padding:2rem;text-align:center">
              <h1 style="font-size:1.5rem">Checkout is not available yet</h1>
              <p style="color:#cbd5e1">
                Purchasing ${product} will open here once payments are switched on. Nothing was
                charged.
              </p>
              <p><a style="color:#5eead4" href="/customer/script-store">Back to the Script Store</a></p>
            </main>
          </body>
        </html>`,
      503,
    );
  });
  return app;
}
