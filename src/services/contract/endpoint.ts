import type * as v from 'valibot';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. The server's registration (server/http/endpoint-routes.ts) puts the
 * matching check before the handler, so an endpoint cannot be registered without its check.
 */
export type Access =
  /** Anyone. */
  | 'public'
  /** Anyone; a signed-in caller's session is read, never required (the contact form). */
  | 'optional-session'
  /** A signed-in customer (`Authorization: Bearer` of a session). */
  | 'customer'
  /** A signed-in customer with Pro, or an operator (the AI chat). */
  | 'pro'
  /** A signed-in operator (the ADMIN role). */
  | 'operator'
  /** A signed-in desktop tool (`Authorization: Bearer` of a device token). */
  | 'device'
  /** A signed, expiring link (script downloads). */
  | 'signed-link'
  /** A Stripe signature (the webhook). */
  | 'stripe';

type Schema = v.GenericSchema;

/** An answer other than the success one that the endpoint may give, for callers and the docs. */
export type Refusal = { status: number; description: string; schema?: Schema };

/** Refusals that answer the usual error body, by status: `refusing({ 404: 'No such customer.' })`. */
export const refusing = (descriptions: Record<number, string>): Refusal[] =>
  Object.entries(descriptions).map(([status, description]) => ({
    status: Number(status),
    description,
  }));

/**
 * One endpoint of the API, declared once: the browser's call, the server's registration, the
 * input and answer validation, the OpenAPI document, `no-store` and the audit log all read it.
 */
export type Endpoint = {
  method: Method;
  /** Hono's notation: `/api/v2/devices/:id`. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  access: Access;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The success answer's body. */
  answer: Schema;
  /**
   * The success answer is a file in its own content type (a script's content), not JSON: it is
   * never checked against `answer`, which says nothing of it.
   */
  file?: true;
  /** The success status (200 unless said). */
  status?: 200 | 201 | 202;
  refusals?: readonly Refusal[];
  /** An operator action: the audit log records every successful call. */
  audited?: true;
  /**
   * A weighty operator action (issue 35, sudo mode): refused with 403 NSK-4032 when the
   * session's last second factor is over 10 minutes old, until it is given again.
   */
  freshSecondFactor?: true;
  /** Answers the same to everyone: its Cache-Control (every other answer is `no-store`). */
  cachedPublicly?: string;
};

/** Declares an endpoint, keeping its literal types for the callers and the handler. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type InferOr<S, Fallback> = S extends Schema ? v.InferOutput<S> : Fallback;
type InputOf<S, Fallback> = S extends Schema ? v.InferInput<S> : Fallback;

/** What the endpoint's handler receives, parsed. */
export type EndpointInput<E extends Endpoint> = {
  params: InferOr<E['params'], Record<string, never>>;
  query: InferOr<E['query'], Record<string, never>>;
  body: InferOr<E['body'], undefined>;
};

/** What a caller gives: the path's parameters, the query and the body, as they go out. */
export type EndpointRequest<E extends Endpoint> = (E['params'] extends Schema
  ? { params: InputOf<E['params'], never> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query: InputOf<E['query'], never> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: InputOf<E['body'], never> } : { body?: undefined });

export type EndpointAnswer<E extends Endpoint> = v.InferOutput<E['answer']>;

/** The endpoint's path with its parameters filled in (each encoded as one path segment). */
export function endpointPath(endpoint: Endpoint, params: Record<string, unknown> = {}): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
