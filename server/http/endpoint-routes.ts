import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { Access, Endpoint, EndpointAnswer, EndpointInput } from '../../src/services/contract';
import { cachedPublicly } from './no-store';
import { invalidInput, jsonBody, type Refusal, validInput } from './validation';

/** The checks each kind of caller must pass, before the endpoint's input is even read. */
export type AccessChecks = { [kind in Access]?: readonly MiddlewareHandler[] };

export type EndpointHandler<E extends Endpoint, E2 extends Env> = (
  input: EndpointInput<E>,
  c: Context<E2>,
) => Promise<EndpointAnswer<E> | Response> | EndpointAnswer<E> | Response;

export type RegisterOptions = {
  /** How bad path parameters are answered (a 404 where an unknown id would be one). */
  refuseParams?: Refusal;
  /** How a bad body is answered (the login's `VALIDATION_FAILED`, whatever is wrong). */
  refuseBody?: Refusal;
  /** How a bad query is answered (a signed link's: the same refusal as a bad link). */
  refuseQuery?: Refusal;
};

/** An answer that breaks its declaration: a bug of ours, found in development and tests. */
export class AnswerBreaksContract extends Error {
  constructor(endpoint: Endpoint, issues: readonly v.BaseIssue<unknown>[]) {
    const where = issues[0]?.path?.map((item) => String(item.key)).join('.') || 'the answer';
    super(
      `${endpoint.method} ${endpoint.path} answered outside its declaration at ${where}: ${issues[0]?.message}`,
    );
  }
}

function checkAnswer(endpoint: Endpoint, answer: unknown): void {
  const parsed = v.safeParse(endpoint.answer, answer);
  if (!parsed.success) throw new AnswerBreaksContract(endpoint, parsed.issues);
}

/** A handler's own response, checked when it is the endpoint's success answer in JSON. */
async function checkResponse(endpoint: Endpoint, response: Response): Promise<void> {
  if (endpoint.file) return;
  const isSuccess = response.status === (endpoint.status ?? 200);
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (isSuccess && isJson) checkAnswer(endpoint, await response.clone().json());
}

/**
 * Registers endpoints from their declarations (src/services/contract): the access check of the
 * declared kind of caller, the audit of an operator action, the public cache rule, the parsing of the path's parameters, the
 * query and the body, then the handler with what was parsed. With `checkAnswers` (development
 * and tests) every success answer is checked against the declaration too: the server never
 * answers what the browser would refuse.
 */
export function endpointRegistrar(options: {
  access: AccessChecks;
  checkAnswers: boolean;
  /** The audit of an endpoint declared `audited`, run around its handler (the access checked). */
  audit: (endpoint: Endpoint) => MiddlewareHandler;
  /** The check of an endpoint declared `freshSecondFactor` (sudo mode), after its access. */
  freshSecondFactor?: MiddlewareHandler;
}) {
  /** Every endpoint registered so far: what the OpenAPI document describes. */
  const registered: Endpoint[] = [];
  function register<E extends Endpoint, E2 extends Env>(
    app: Hono<E2>,
    endpoint: E,
    handler: EndpointHandler<E, E2>,
    {
      refuseParams = invalidInput,
      refuseBody = invalidInput,
      refuseQuery = invalidInput,
    }: RegisterOptions = {},
  ): void {
    const checks = options.access[endpoint.access];
    if (!checks) {
      throw new Error(`${endpoint.method} ${endpoint.path}: no check for '${endpoint.access}'`);
    }
    const steps: MiddlewareHandler[] = [...checks];
    if (endpoint.freshSecondFactor) {
      if (!options.freshSecondFactor) {
        throw new Error(`${endpoint.method} ${endpoint.path}: no check for a fresh second factor`);
      }
      steps.push(options.freshSecondFactor);
    }
    if (endpoint.audited) steps.push(options.audit(endpoint));
    if (endpoint.cachedPublicly) steps.push(cachedPublicly(endpoint.cachedPublicly));
    if (endpoint.params) steps.push(validInput('param', endpoint.params, refuseParams));
    if (endpoint.query) steps.push(validInput('query', endpoint.query, refuseQuery));
    if (endpoint.body) steps.push(jsonBody(endpoint.body, refuseBody));
    const handle = async (c: Context<E2>) => {
      // The validators above put what they parsed on the request; its types are the declaration's.
      const valid = (target: 'param' | 'query' | 'json') =>
        (c.req.valid as (target: string) => unknown)(target);
      const input = {
        params: endpoint.params ? valid('param') : {},
        query: endpoint.query ? valid('query') : {},
        body: endpoint.body ? valid('json') : undefined,
      } as EndpointInput<E>;
      const result = await handler(input, c);
      if (result instanceof Response) {
        if (options.checkAnswers) await checkResponse(endpoint, result);
        return result;
      }
      if (options.checkAnswers) checkAnswer(endpoint, result);
      return c.json(result as object, endpoint.status ?? 200);
    };
    app.on(endpoint.method, [endpoint.path], ...(steps as [MiddlewareHandler]), handle);
    registered.push(endpoint);
  }
  return Object.assign(register, { registered: registered as readonly Endpoint[] });
}

export type RegisterEndpoint = ReturnType<typeof endpointRegistrar>;
