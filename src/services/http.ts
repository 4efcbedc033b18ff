import { FetchError, ofetch } from 'ofetch';
import * as v from 'valibot';
import { networkMessages } from '../content/network-messages';
import { consoleAccess } from './console-access';
import { type ErrorBody, ErrorBodySchema, REQUEST_TIMEOUT_MS } from './contract';
import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointRequest,
  endpointPath,
} from './contract/endpoint';
import { readStoredToken } from './session-storage';

export const FALLBACK_ERROR_MESSAGE = networkMessages.fallback;
export const TIMEOUT_MESSAGE = networkMessages.timeout;
export const NETWORK_MESSAGE = networkMessages.network;

/**
 * A failed call, normalised: what went wrong (`kind`), the HTTP status and error body when the
 * server answered, and the message spec section 7 says to show.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly kind: 'http' | 'timeout' | 'network',
    message: string,
    readonly status?: number,
    readonly body?: ErrorBody,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Reads `data.message`, then `message`, else the generic sentence. */
export function readErrorMessage(body: unknown): string {
  const parsed = v.safeParse(ErrorBodySchema, body);
  if (!parsed.success) return FALLBACK_ERROR_MESSAGE;
  return parsed.output.data?.message || parsed.output.message || FALLBACK_ERROR_MESSAGE;
}

export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof FetchError) {
    if (error.response) {
      const parsed = v.safeParse(ErrorBodySchema, error.data);
      return new ApiRequestError(
        'http',
        readErrorMessage(error.data),
        error.response.status,
        parsed.success ? parsed.output : undefined,
      );
    }
    const cause = error.cause as { name?: string } | undefined;
    if (cause?.name === 'TimeoutError' || cause?.name === 'AbortError') {
      return new ApiRequestError('timeout', TIMEOUT_MESSAGE);
    }
    return new ApiRequestError('network', NETWORK_MESSAGE);
  }
  return new ApiRequestError('network', NETWORK_MESSAGE);
}

/** The one HTTP client: same origin by default, JSON, 15 s timeout, no silent retries. */
export const http = ofetch.create({
  baseURL: import.meta.env?.VITE_API_BASE_URL ?? '',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
});

/** Calls the API and checks the answer against its contract schema. */
export async function request<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  options: Parameters<typeof http>[1] = {},
): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = await http(path, options);
  } catch (error) {
    throw toApiRequestError(error);
  }
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) {
    throw new ApiRequestError('http', 'Unexpected response from the server.');
  }
  return parsed.output;
}

type RequestOptions = Parameters<typeof http>[1];

/**
 * An authenticated call (spec section 7): the Bearer token from local storage, or the one
 * given (sign-out passes the token it is revoking, after the session is already cleared).
 */
export function authenticatedRequest<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  { token = readStoredToken(), ...options }: RequestOptions & { token?: string | null } = {},
): Promise<v.InferOutput<TSchema>> {
  const headers = new Headers(options.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return request(schema, path, { ...options, headers });
}

/**
 * Calls an endpoint as its declaration says (src/services/contract): its method, its path with
 * the parameters filled in, the query and the body, the session's token unless the endpoint is
 * public, and any headers of the call's own (a refresh's `Idempotency-Key`); and checks the answer
 * against the declared one.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  { params, query, body }: EndpointRequest<E>,
  { token, headers }: { token?: string | null; headers?: Record<string, string> } = {},
): Promise<EndpointAnswer<E>> {
  const options: RequestOptions = {
    method: endpoint.method,
    ...(headers === undefined ? {} : { headers }),
    ...(query === undefined ? {} : { query: query as Record<string, unknown> }),
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
  };
  const path = endpointPath(endpoint, params as Record<string, unknown> | undefined);
  const key = endpoint.method === 'GET' ? callKey(endpoint.method, path, query) : undefined;
  const send = () =>
    endpoint.access === 'public'
      ? request(endpoint.answer, path, options)
      : authenticatedRequest(endpoint.answer, path, { ...options, token }).catch(
          (error: ApiRequestError) => {
            if (endpoint.access === 'operator') consoleAccess.note(error);
            throw error;
          },
        );
  const ahead = key && !requestingAhead && takeAnswerAhead(key);
  // A failure asked ahead is asked again by the caller itself, which then meets it (a 401, the
  // network) at its own time and in its own order, as without the answer ahead.
  if (ahead) return (ahead as Promise<EndpointAnswer<E>>).catch(send);
  const answer = send();
  if (key && requestingAhead) {
    // Nobody awaits it yet: a failure waits for the caller, not for an unhandled rejection.
    answer.catch(() => {});
    answersAhead.set(key, { answer, until: Date.now() + AHEAD_ANSWER_LIFETIME_MS });
  }
  return answer;
}

/** How long an answer requested ahead waits for its caller: a page's first render, not later. */
const AHEAD_ANSWER_LIFETIME_MS = 10_000;

/** GET answers requested ahead of their caller (a page's first data, beside its code), by call. */
const answersAhead = new Map<string, { answer: Promise<unknown>; until: number }>();
let requestingAhead = false;

const callKey = (method: string, path: string, query: unknown) =>
  `${method} ${path} ${JSON.stringify(query ?? {}, Object.keys(query ?? {}).sort())}`;

/**
 * Runs `calls` (the same service calls a page makes first, with the same arguments) now, and
 * keeps each GET's answer for the page's own call of it, which then waits for the answer on its
 * way instead of asking again: a page's data is requested beside its code, not after it.
 */
export function requestAhead(calls: () => unknown): void {
  requestingAhead = true;
  try {
    calls();
  } finally {
    requestingAhead = false;
  }
}

/** The answer requested ahead for this call, once, while it is fresh. */
function takeAnswerAhead(key: string): Promise<unknown> | undefined {
  const ahead = answersAhead.get(key);
  answersAhead.delete(key);
  return ahead && ahead.until > Date.now() ? ahead.answer : undefined;
}

/**
 * Sends a multipart form to an endpoint declared without a JSON body (an upload: a release, a
 * script's picture), as a signed-in caller, and checks the answer against the declared one.
 */
export function uploadToEndpoint<E extends Endpoint>(
  endpoint: E,
  form: FormData,
): Promise<EndpointAnswer<E>> {
  return authenticatedRequest(endpoint.answer, endpointPath(endpoint), {
    method: endpoint.method,
    body: form,
  });
}
