import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the server sent Stripe: each call, with its form (or query) and idempotency key. */
export type StripeCall = {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
};

type Prices = { MONTHLY: string; YEARLY: string };
type Phase = { start_date: number; end_date: number; items: Array<{ price: string; quantity: 1 }> };

type Session = {
  id: string;
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  params: URLSearchParams;
  subscription: string | null;
  paymentIntent: string | null;
  amountTotal: number;
  discount: number;
};
type Subscription = {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  price: string;
  periodStart: number;
  periodEnd: number;
  metadata: Record<string, string>;
  schedule: string | null;
  discounted: boolean;
  ended_at: number | null;
  start_date: number;
};
type Schedule = {
  id: string;
  status: 'active' | 'released' | 'canceled' | 'completed' | 'aborted';
  subscription: string | null;
  released_subscription: string | null;
  phases: Phase[];
};
type Invoice = {
  id: string;
  subscription: string;
  amountPaid: number;
  discount: number;
  price: string;
  periodStart: number;
  periodEnd: number;
  paymentIntent: string | null;
};
type Coupon = {
  id: string;
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: string;
};

const DAY = 24 * 60 * 60;
const YEAR = 365 * DAY;
const MONTH = 31 * DAY;

/** The nested form fields the SDK sends (`metadata[checkoutId]`), under one prefix. */
function fieldsUnder(params: URLSearchParams, prefix: string) {
  const fields: Record<string, string> = {};
  for (const [key, value] of params) {
    const name = key.startsWith(`${prefix}[`) ? key.slice(prefix.length + 1, -1) : null;
    if (name && !name.includes('[')) fields[name] = value;
  }
  return fields;
}

const expands = (params: URLSearchParams, what: string) =>
  [...params].some(([key, value]) => key.startsWith('expand') && value === what);

/**
 * A local stand-in of the Stripe API that holds Stripe's state (checkout sessions, subscriptions,
 * schedules, invoices, refunds, coupons, promotion codes) and answers the calls the server makes,
 * as `STRIPE_API_URL` points it here. Tests play the customer and Stripe's own clock through its
 * methods (`pay`, `renew`, `end`...), then send the events Stripe would (`stripe-events.ts`).
 * `state.mode` plays an outage: `fail` answers 500, `hang` accepts and never answers.
 */
export async function startStripeStandIn(options: { prices: Prices; now: () => number }) {
  const { prices } = options;
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Subscription>();
  const schedules = new Map<string, Schedule>();
  const invoices = new Map<string, Invoice>();
  const refunds: Array<{ id: string; payment_intent: string }> = [];
  const coupons = new Map<string, Coupon>();
  const promotionCodes: Array<{ id: string; code: string; coupon: string; active: boolean }> = [];
  const answered = new Map<string, { status: number; json: unknown }>();
  let counter = 0;
  const next = (prefix: string) => {
    counter += 1;
    return `${prefix}_${counter}`;
  };
  const state = {
    mode: 'normal' as 'normal' | 'fail' | 'hang',
    /** Only the calls this matches (`DELETE /v1/subscriptions/sub_2`) fail. */
    failOn: null as RegExp | null,
  };
  const now = () => Math.floor(options.now() / 1000);

  const periodLength = (price: string) => (price === prices.YEARLY ? YEAR : MONTH);

  function scheduleJson(schedule: Schedule) {
    const at = now();
    const current = schedule.phases.find((p) => p.start_date <= at && at < p.end_date) ?? null;
    return {
      id: schedule.id,
      object: 'subscription_schedule',
      status: schedule.status,
      subscription: schedule.subscription,
      released_subscription: schedule.released_subscription,
      current_phase: current && { start_date: current.start_date, end_date: current.end_date },
      phases: schedule.phases,
    };
  }

  function subscriptionJson(sub: Subscription, expandSchedule = false) {
    const schedule = sub.schedule ? schedules.get(sub.schedule) : undefined;
    return {
      id: sub.id,
      object: 'subscription',
      customer: `cus_${sub.id}`,
      status: sub.status,
      cancel_at_period_end: sub.cancel_at_period_end,
      metadata: sub.metadata,
      start_date: sub.start_date,
      ended_at: sub.ended_at,
      discounts: sub.discounted ? ['di_1'] : [],
      schedule: expandSchedule && schedule ? scheduleJson(schedule) : (sub.schedule ?? null),
      items: {
        object: 'list',
        data: [
          {
            id: `si_${sub.id}`,
            object: 'subscription_item',
            price: { id: sub.price, object: 'price' },
            current_period_start: sub.periodStart,
            current_period_end: sub.periodEnd,
          },
        ],
      },
    };
  }

  function invoiceJson(invoice: Invoice) {
    const sub = subscriptions.get(invoice.subscription);
    return {
      id: invoice.id,
      object: 'invoice',
      status: 'paid',
      amount_paid: invoice.amountPaid,
      created: invoice.periodStart,
      total_discount_amounts: invoice.discount > 0 ? [{ amount: invoice.discount }] : [],
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: invoice.subscription, metadata: sub?.metadata },
      },
      lines: {
        object: 'list',
        data: [
          {
            period: { start: invoice.periodStart, end: invoice.periodEnd },
            pricing: { type: 'price_details', price_details: { price: invoice.price } },
          },
        ],
      },
      payments: {
        object: 'list',
        data: invoice.paymentIntent
          ? [
              {
                object: 'invoice_payment',
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: invoice.paymentIntent },
              },
            ]
          : [],
      },
    };
  }

  function sessionJson(session: Session) {
    return {
      id: session.id,
      object: 'checkout.session',
      mode: session.mode,
      status: session.status,
      url: session.status === 'open' ? `https://checkout.stripe.test/c/pay/${session.id}` : null,
      payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
      subscription: session.subscription,
      payment_intent: session.paymentIntent,
      amount_total: session.amountTotal,
      total_details: { amount_discount: session.discount },
      metadata: fieldsUnder(session.params, 'metadata'),
    };
  }

  /** A period's invoice, paid (a payment intent unless it cost nothing). */
  function invoiceFor(sub: Subscription, discount = 0) {
    const price = sub.price === prices.YEARLY ? 30000 : 3000;
    const amountPaid = Math.max(0, price - discount);
    const invoice: Invoice = {
      id: next('in'),
      subscription: sub.id,
      amountPaid,
      discount: price - amountPaid,
      price: sub.price,
      periodStart: sub.periodStart,
      periodEnd: sub.periodEnd,
      paymentIntent: amountPaid > 0 ? next('pi') : null,
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** The promotion code's discount on `amount`, if the session allowed codes. */
  function discountOf(session: Session, code: string | undefined, amount: number) {
    if (!code) return 0;
    if (session.params.get('allow_promotion_codes') !== 'true') {
      throw new Error('this checkout takes no promotion codes');
    }
    const promo = promotionCodes.find(
      (p) => p.active && p.code.toUpperCase() === code.toUpperCase(),
    );
    const coupon = promo && coupons.get(promo.coupon);
    if (!coupon) throw new Error(`no promotion code ${code}`);
    if (coupon.percent_off !== null) return Math.round((amount * coupon.percent_off) / 100);
    return Math.min(amount, coupon.amount_off ?? 0);
  }

  /** The customer pays an open session (with a promotion code): what Stripe then holds. */
  function pay(sessionId: string, payment: { promotionCode?: string } = {}) {
    const session = sessions.get(sessionId);
    if (session?.status !== 'open') throw new Error(`session ${sessionId} is not open`);
    session.status = 'complete';
    if (session.mode === 'payment') {
      session.paymentIntent = next('pi');
      session.amountTotal = Number(session.params.get('line_items[0][price_data][unit_amount]'));
      return { session: sessionJson(session) };
    }
    const price = session.params.get('line_items[0][price]') ?? prices.MONTHLY;
    const start = now();
    const sub: Subscription = {
      id: next('sub'),
      status: 'active',
      cancel_at_period_end: false,
      price,
      periodStart: start,
      periodEnd: start + periodLength(price),
      metadata: fieldsUnder(session.params, 'subscription_data[metadata]'),
      schedule: null,
      discounted: false,
      ended_at: null,
      start_date: start,
    };
    subscriptions.set(sub.id, sub);
    const full = price === prices.YEARLY ? 30000 : 3000;
    const discount = discountOf(session, payment.promotionCode, full);
    sub.discounted = discount > 0;
    const invoice = invoiceFor(sub, discount);
    session.subscription = sub.id;
    session.amountTotal = invoice.amountPaid;
    session.discount = discount;
    return { session: sessionJson(session), subscription: sub.id, invoice: invoiceJson(invoice) };
  }

  /** Stripe's clock reaches the period end: the next period, and its invoice paid (or not). */
  function renew(subscriptionId: string, options: { paid: boolean } = { paid: true }) {
    const sub = must(subscriptionId);
    sub.periodStart = sub.periodEnd;
    sub.periodEnd = sub.periodStart + periodLength(sub.price);
    if (!options.paid) {
      sub.status = 'past_due';
      return { subscription: subscriptionJson(sub) };
    }
    sub.status = 'active';
    return { subscription: subscriptionJson(sub), invoice: invoiceJson(invoiceFor(sub)) };
  }

  /** Stripe ends a subscription (cancelled, or its last retry failed). */
  function end(subscriptionId: string) {
    const sub = must(subscriptionId);
    sub.status = 'canceled';
    sub.ended_at = now();
    if (sub.schedule) {
      const schedule = schedules.get(sub.schedule);
      if (schedule) schedule.status = 'aborted';
      sub.schedule = null;
    }
    return subscriptionJson(sub);
  }

  function must(subscriptionId: string) {
    const sub = subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    return sub;
  }

  const missing = (what: string) => ({
    status: 404,
    json: { error: { type: 'invalid_request_error', code: 'resource_missing', message: what } },
  });
  const refused = (message: string) => ({
    status: 400,
    json: { error: { type: 'invalid_request_error', message } },
  });

  /** The API: one answer per route the server uses. */
  function route(
    method: string,
    path: string,
    params: URLSearchParams,
  ): { status: number; json: unknown } {
    const ok = (json: unknown) => ({ status: 200, json });
    const [, , resource, id, action] = path.split('/');
    if (resource === 'checkout') {
      const [, , , , sessionId, sessionAction] = path.split('/');
      if (method === 'GET' && !sessionId) {
        const paid = [...sessions.values()].filter(
          (session) => session.paymentIntent === params.get('payment_intent'),
        );
        return ok({ object: 'list', has_more: false, data: paid.map(sessionJson) });
      }
      if (method === 'POST' && !sessionId) {
        const session: Session = {
          id: next('cs_test'),
          mode: params.get('mode') === 'payment' ? 'payment' : 'subscription',
          status: 'open',
          params,
          subscription: null,
          paymentIntent: null,
          amountTotal: 0,
          discount: 0,
        };
        sessions.set(session.id, session);
        return ok(sessionJson(session));
      }
      const session = sessions.get(sessionId ?? '');
      if (!session) return missing(`no session ${sessionId}`);
      if (method === 'GET') return ok(sessionJson(session));
      if (sessionAction === 'expire') {
        if (session.status !== 'open') return refused('Only open sessions can be expired.');
        session.status = 'expired';
        return ok(sessionJson(session));
      }
    }
    if (resource === 'subscriptions') {
      const sub = subscriptions.get(id ?? '');
      if (!sub) return missing(`no subscription ${id}`);
      if (method === 'GET') return ok(subscriptionJson(sub, expands(params, 'schedule')));
      if (method === 'DELETE') {
        if (sub.status === 'canceled') return refused('This subscription is already canceled.');
        return ok(end(sub.id));
      }
      if (sub.schedule) return refused('The subscription is managed by a schedule.');
      sub.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
      return ok(subscriptionJson(sub));
    }
    if (resource === 'subscription_schedules') {
      if (!id) {
        const sub = must(params.get('from_subscription') ?? '');
        const schedule: Schedule = {
          id: next('sub_sched'),
          status: 'active',
          subscription: sub.id,
          released_subscription: null,
          phases: [
            {
              start_date: sub.periodStart,
              end_date: sub.periodEnd,
              items: [{ price: sub.price, quantity: 1 }],
            },
          ],
        };
        schedules.set(schedule.id, schedule);
        sub.schedule = schedule.id;
        return ok(scheduleJson(schedule));
      }
      const schedule = schedules.get(id);
      if (!schedule) return missing(`no schedule ${id}`);
      if (action === 'release') {
        schedule.status = 'released';
        schedule.released_subscription = schedule.subscription;
        const sub = subscriptions.get(schedule.subscription ?? '');
        if (sub) sub.schedule = null;
        schedule.subscription = null;
        return ok(scheduleJson(schedule));
      }
      const first = schedule.phases[0];
      const firstEnd = Number(params.get('phases[0][end_date]') ?? first?.end_date);
      const secondPrice = params.get('phases[1][items][0][price]');
      if (first) first.end_date = firstEnd;
      if (secondPrice) {
        schedule.phases[1] = {
          start_date: firstEnd,
          end_date: firstEnd + YEAR,
          items: [{ price: secondPrice, quantity: 1 }],
        };
      }
      return ok(scheduleJson(schedule));
    }
    if (resource === 'invoices' && method === 'GET') {
      const listed = [...invoices.values()].filter(
        (invoice) => invoice.subscription === params.get('subscription'),
      );
      return ok({ object: 'list', has_more: false, data: listed.map(invoiceJson) });
    }
    if (resource === 'billing_portal' && method === 'POST') {
      const portal = {
        id: next('bps'),
        object: 'billing_portal.session',
        customer: params.get('customer') ?? '',
        return_url: params.get('return_url'),
      };
      return ok({ ...portal, url: `https://billing.stripe.test/p/session/${portal.id}` });
    }
    if (resource === 'invoice_payments' && method === 'GET') {
      const paidBy = [...invoices.values()].filter(
        (invoice) => invoice.paymentIntent === params.get('payment[payment_intent]'),
      );
      return ok({
        object: 'list',
        has_more: false,
        data: paidBy.map((invoice) => ({ object: 'invoice_payment', invoice: invoice.id })),
      });
    }
    if (resource === 'refunds' && method === 'POST') {
      const refund = { id: next('re'), payment_intent: params.get('payment_intent') ?? '' };
      refunds.push(refund);
      return ok({ object: 'refund', status: 'succeeded', ...refund });
    }
    if (resource === 'coupons' && method === 'POST') {
      const coupon: Coupon = {
        id: next('coupon'),
        amount_off: params.has('amount_off') ? Number(params.get('amount_off')) : null,
        percent_off: params.has('percent_off') ? Number(params.get('percent_off')) : null,
        currency: params.get('currency'),
        duration: params.get('duration') ?? 'once',
      };
      coupons.set(coupon.id, coupon);
      return ok({ object: 'coupon', ...coupon });
    }
    if (resource === 'promotion_codes') {
      if (method === 'POST') {
        const promo = {
          id: next('promo'),
          code: params.get('code') ?? '',
          coupon: params.get('promotion[coupon]') ?? '',
          active: true,
        };
        promotionCodes.push(promo);
        return ok({ object: 'promotion_code', ...promo });
      }
      const code = params.get('code')?.toUpperCase();
      const listed = promotionCodes.filter((p) => p.active && p.code.toUpperCase() === code);
      return ok({
        object: 'list',
        has_more: false,
        data: listed.map((promo) => ({
          id: promo.id,
          object: 'promotion_code',
          code: promo.code,
          active: promo.active,
          promotion: { type: 'coupon', coupon: { object: 'coupon', ...coupons.get(promo.coupon) } },
        })),
      });
    }
    return refused(`the stand-in does not know ${method} ${path}`);
  }

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => resolve(body));
    });

  const server = createServer(async (request, response) => {
    const body = await read(request);
    const [path = '', query = ''] = (request.url ?? '').split('?');
    const method = request.method ?? '';
    const params = new URLSearchParams(method === 'GET' ? query : body);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    calls.push({ method, path, params, idempotencyKey });
    if (state.mode === 'hang') return; // accepted, never answered
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_1' });
      response.end(JSON.stringify(json));
    };
    if (state.mode === 'fail' || state.failOn?.test(`${method} ${path}`)) {
      return answer(500, { error: { type: 'api_error', message: 'down' } });
    }
    const key = idempotencyKey && `${method} ${path} ${idempotencyKey}`;
    const earlier = key ? answered.get(key) : undefined;
    const result = earlier ?? route(method, path, params);
    if (key && !earlier) answered.set(key, result);
    answer(result.status, result.json);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    calls,
    refunds,
    coupons,
    /** Calls to one path (`/v1/checkout/sessions`), oldest first. */
    callsTo: (path: string, method?: string) =>
      calls.filter((call) => call.path === path && (!method || call.method === method)),
    pay,
    renew,
    end,
    /** Stripe's subscription as it is now (what an event would carry). */
    subscription: (id: string) => subscriptionJson(must(id)),
    /** Changes Stripe's subscription by hand (a status Stripe moved it to). */
    update(id: string, changes: Partial<Subscription>) {
      Object.assign(must(id), changes);
      return subscriptionJson(must(id));
    },
    schedule: (id: string) => {
      const schedule = schedules.get(id);
      if (!schedule) throw new Error(`no schedule ${id}`);
      return scheduleJson(schedule);
    },
    session: (id: string) => {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      return sessionJson(session);
    },
    /**
     * A second open session like that one (the same checkout, metadata and all): what two
     * checkouts racing past each other, or a session created elsewhere, leave at Stripe.
     */
    twin(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const twin: Session = { ...session, id: next('cs_test'), status: 'open' };
      sessions.set(twin.id, twin);
      return twin.id;
    },
    /** Stripe lets an unpaid session expire. */
    expire(sessionId: string) {
      const session = sessions.get(sessionId);
      if (session?.status === 'open') session.status = 'expired';
    },
    /** A promotion code made in the dashboard (as the README once said: 100 % off, once). */
    addPromotionCode(code: string, coupon: Omit<Coupon, 'id'>) {
      const id = next('coupon');
      coupons.set(id, { id, ...coupon });
      promotionCodes.push({ id: next('promo'), code, coupon: id, active: true });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
