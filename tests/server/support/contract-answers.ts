import * as v from 'valibot';
import {
  ChatResponseSchema,
  CodeCheckResponseSchema,
  CodeSentResponseSchema,
  ErrorBodySchema,
  ExistsResponseSchema,
  endpoints,
  HealthSchema,
  LogoutResponseSchema,
  PaymentConfigSchema,
  PurchaseListSchema,
  RegisterResponseSchema,
  ScriptDetailSchema,
  ScriptForbiddenSchema,
  ScriptPageSchema,
  SessionResponseSchema,
  SubscriptionActionResponseSchema,
  SubscriptionInfoSchema,
  SuccessMessageResponseSchema,
  SuccessResponseSchema,
} from '../../../src/services/contract';

/**
 * A JSON body checked against its contract schema, as the browser checks it; a body that breaks
 * the contract fails the test with what is wrong. Answers the body as the schema types it.
 */
export function expectContract<TSchema extends v.GenericSchema>(
  body: unknown,
  schema: TSchema,
  what = 'the answer',
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  const problems = parsed.issues
    .map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`)
    .join('; ');
  throw new Error(`${what} breaks the contract (${problems}): ${JSON.stringify(body)}`);
}

type Answers = {
  /** The body of a 2xx answer; null where the answer is for someone else than the client. */
  ok: v.GenericSchema | null;
  /** Refusals with a body of their own; any other 4xx or 5xx is the contract's error body. */
  refusals?: Record<number, v.GenericSchema>;
};

/** What every call of the API answers, by method and path (`*` stands for one path segment). */
const answers: Record<string, Answers> = {
  [`GET ${endpoints.health}`]: { ok: HealthSchema },
  [`POST ${endpoints.auth.login}`]: { ok: SessionResponseSchema },
  [`GET ${endpoints.auth.exists}/*`]: { ok: ExistsResponseSchema },
  [`POST ${endpoints.auth.verification}`]: {
    ok: v.union([CodeSentResponseSchema, CodeCheckResponseSchema]),
  },
  [`POST ${endpoints.auth.register}`]: { ok: RegisterResponseSchema },
  [`PUT ${endpoints.auth.password}`]: { ok: SuccessMessageResponseSchema },
  [`PATCH ${endpoints.auth.password}`]: { ok: SuccessMessageResponseSchema },
  [`POST ${endpoints.auth.refresh}`]: { ok: SessionResponseSchema },
  [`POST ${endpoints.auth.logout}`]: { ok: LogoutResponseSchema },
  [`GET ${endpoints.store.scripts}`]: { ok: ScriptPageSchema },
  [`GET ${endpoints.store.details}/*`]: {
    ok: ScriptDetailSchema,
    refusals: { 403: ScriptForbiddenSchema },
  },
  [`POST ${endpoints.store.custom}`]: { ok: SuccessResponseSchema },
  [`POST ${endpoints.support}`]: { ok: SuccessResponseSchema },
  [`POST ${endpoints.ai.chat}`]: { ok: ChatResponseSchema },
  [`GET ${endpoints.payment.config}`]: { ok: PaymentConfigSchema },
  [`GET ${endpoints.payment.subscription}`]: { ok: SubscriptionInfoSchema },
  [`PUT ${endpoints.payment.subscription}`]: { ok: SubscriptionActionResponseSchema },
  [`DELETE ${endpoints.payment.subscription}`]: { ok: SubscriptionActionResponseSchema },
  [`PUT ${endpoints.payment.reinstate}`]: { ok: SubscriptionActionResponseSchema },
  [`GET ${endpoints.payment.purchases}`]: { ok: PurchaseListSchema },
  // Stripe's own acknowledgement: no client reads it.
  [`POST ${endpoints.payment.webhook}`]: { ok: null },
};

/** The entry of a call: its path as it is, or with its last segment as `*`. */
function answersOf(method: string, path: string): Answers | undefined {
  const exact = answers[`${method} ${path}`];
  if (exact) return exact;
  return answers[`${method} ${path.replace(/\/[^/]+$/, '/*')}`];
}

/**
 * Checks an answer of the API against the contract: the schema of its call for a 2xx, the
 * call's own refusal schema or the error body otherwise. Bodies that are not JSON (pages,
 * downloads, redirects) and paths outside `/api` are not the contract's.
 */
export function checkAnswer(
  method: string,
  address: string,
  answer: { status: number; headers: Headers; body: unknown },
): void {
  const path = new URL(address, 'http://api.test').pathname;
  const isJson = answer.headers.get('content-type')?.startsWith('application/json') ?? false;
  if (!path.startsWith('/api/') || !isJson) return;
  const call = `${method.toUpperCase()} ${path}`;
  const known = answersOf(method.toUpperCase(), path);
  if (answer.status >= 400) {
    const schema = known?.refusals?.[answer.status] ?? ErrorBodySchema;
    expectContract(answer.body, schema, `the ${answer.status} of ${call}`);
    return;
  }
  if (!known) {
    throw new Error(
      `${call} answered JSON, but tests/server/support/contract-answers.ts has no schema for it`,
    );
  }
  if (known.ok) expectContract(answer.body, known.ok, `the ${answer.status} of ${call}`);
}
