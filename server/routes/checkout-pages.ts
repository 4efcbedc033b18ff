import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#070c1a;color:#f8fafc;
    font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;padding:1rem}
  main{width:100%;max-width:28rem;background:#0f172a;border:1px solid #1e293b;border-radius:1rem;
    padding:2rem;box-shadow:0 20px 40px rgba(0,0,0,.4)}
  h1{font-size:1.5rem;margin:.5rem 0 1rem}
  p{color:#cbd5e1;line-height:1.5}
  .badge{display:inline-block;background:#facc15;color:#111827;font-weight:700;letter-spacing:.08em;
    font-size:.75rem;padding:.25rem .6rem;border-radius:999px}
  .banner{background:#422006;border:1px solid #a16207;color:#fde68a;border-radius:.5rem;
    padding:.75rem 1rem;font-size:.9rem;margin:1rem 0}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1rem 0}
  dt{color:#94a3b8} dd{margin:0;text-align:right;font-weight:600;word-break:break-word}
  label{display:block;font-size:.9rem;color:#cbd5e1;margin:1rem 0 .35rem}
  input{width:100%;padding:.65rem .75rem;border-radius:.5rem;border:1px solid #334155;
    background:#020617;color:#f8fafc;font-size:1rem;text-transform:uppercase}
  .hint{font-size:.8rem;color:#94a3b8;margin:.35rem 0 0}
  .error{background:#450a0a;border:1px solid #b91c1c;color:#fecaca;border-radius:.5rem;
    padding:.75rem 1rem;margin:1rem 0}
  .actions{display:flex;gap:.75rem;margin-top:1.5rem;flex-wrap:wrap}
  button,.link{flex:1 1 10rem;padding:.75rem 1rem;border-radius:.5rem;font-size:1rem;font-weight:600;
    cursor:pointer;border:1px solid transparent;text-align:center;text-decoration:none}
  .primary{background:#14b8a6;color:#042f2e} .primary:hover{background:#2dd4bf}
  .secondary{background:transparent;color:#e2e8f0;border-color:#475569}
  .secondary:hover{background:#1e293b}
  button:focus-visible,.link:focus-visible,input:focus-visible{outline:3px solid #5eead4;outline-offset:2px}
`;

function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html>`;
}

export type TestCheckoutView = {
  action: string;
  emailAddress: string;
  item: { name: string; priceCents: number; period: string | null };
  isSubscription: boolean;
  promoCode: string;
  error?: string;
};

/** The built-in test checkout: no card data, plainly marked as test mode. */
export function testCheckoutPage(view: TestCheckoutView) {
  const price = `${dollars(view.item.priceCents)}${view.item.period ? ` / ${view.item.period}` : ''}`;
  return page(
    'Test checkout',
    html`<span class="badge">TEST MODE</span>
      <h1>Test checkout</h1>
      <div class="banner" role="note">
        This is a test checkout: no card is asked for and no money moves. Complete records the
        purchase as if it had been paid.
      </div>
      <dl>
        <dt>Item</dt>
        <dd data-testid="checkout-item">${view.item.name}</dd>
        <dt>Price</dt>
        <dd data-testid="checkout-price">${price}</dd>
        <dt>Customer</dt>
        <dd>${view.emailAddress}</dd>
      </dl>
      ${view.error ? html`<p class="error" role="alert">${view.error}</p>` : ''}
      <form method="post" action="${view.action}">
        ${
          view.isSubscription
            ? html`<label for="promoCode">Promo code (optional)</label>
                <input id="promoCode" name="promoCode" autocomplete="off" maxlength="50"
                  value="${view.promoCode}" />
                <p class="hint">New customers: the code gives the first month free.</p>`
            : ''
        }
        <div class="actions">
          <button class="primary" type="submit" name="decision" value="complete">
            Complete payment
          </button>
          <button class="secondary" type="submit" name="decision" value="cancel">Cancel</button>
        </div>
      </form>`,
  );
}

/** A checkout that cannot start or go on: what happened, nothing charged, a way back. */
export function checkoutErrorPage(title: string, message: string, back: string) {
  return page(
    title,
    html`<h1>${title}</h1>
      <p role="alert">${message}</p>
      <p>Nothing was charged.</p>
      <div class="actions"><a class="link primary" href="${back}">Back to your account</a></div>`,
  );
}
