import * as v from 'valibot';
import { declaredEndpoints, ErrorBodySchema } from '../../../src/services/contract';

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

/**
 * What every call of the API answers, by method and path (`*` stands for one path segment), from
 * the endpoints' declarations.
 */
const answers: Record<string, Answers> = Object.fromEntries(
  declaredEndpoints.map((endpoint) => [
    `${endpoint.method} ${endpoint.path.replace(/:\w+/g, '*')}`,
    {
      ok: endpoint.answer,
      refusals: Object.fromEntries(
        (endpoint.refusals ?? []).flatMap((refusal) =>
          refusal.schema ? [[refusal.status, refusal.schema]] : [],
        ),
      ),
    },
  ]),
);

/** The entry of a call: its path as it is, or the entry whose `*` segments match its own. */
function answersOf(method: string, path: string): Answers | undefined {
  const exact = answers[`${method} ${path}`];
  if (exact) return exact;
  const call = `${method} ${path}`.split('/');
  const matches = (key: string) => {
    const pattern = key.split('/');
    return (
      pattern.length === call.length &&
      pattern.every((segment, index) => segment === '*' || segment === call[index])
    );
  };
  const key = Object.keys(answers).find(matches);
  return key === undefined ? undefined : answers[key];
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
