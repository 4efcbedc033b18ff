import { vValidator } from '@hono/valibot-validator';
import type { MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import { type BodyProblem, bodyProblemMessages, fieldErrors, readJsonObject } from './body';
import { ApiError } from './errors';

/** What was wrong with a request's input, found before the route's own code runs. */
export type InputProblem = {
  /** 415 without a JSON content type, 400 for a body that is not a JSON object, 422 for a field. */
  status: 400 | 415 | 422;
  /** The first field's message, or what is wrong with the body as a whole. */
  message: string;
  /** Each wrong field's message by its dotted path; `body` when the body itself is wrong. */
  errors: Record<string, string>;
};

/** How a route answers an input problem. */
export type Refusal = (problem: InputProblem) => ApiError;

/** The usual answer: the status, the message, and per-field messages for a 422 (spec section 7). */
export const invalidInput: Refusal = ({ status, message, errors }) =>
  new ApiError(status, message, status === 422 ? { errors } : {});

const bodyProblem = (problem: BodyProblem): InputProblem => {
  const message = bodyProblemMessages[problem];
  return { status: problem === 'content-type' ? 415 : 400, message, errors: { body: message } };
};

const fieldProblem = (issues: readonly v.BaseIssue<unknown>[]): InputProblem => ({
  status: 422,
  message: issues[0]?.message ?? 'The request is not valid.',
  errors: fieldErrors(issues),
});

/** The validator's hook: a failed parse is thrown as the route's refusal, for `app.onError`. */
const refusingFailures =
  (refuse: Refusal) => (result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] }) => {
    if (!result.success && result.issues) throw refuse(fieldProblem(result.issues));
  };

/**
 * The path's parameters or the query, parsed by a contract schema: the route reads the result
 * with `c.req.valid('param' | 'query')`, and bad input is refused before it runs.
 */
export const validInput = <
  Target extends 'param' | 'query',
  Schema extends v.GenericSchema | v.GenericSchemaAsync,
>(
  target: Target,
  schema: Schema,
  refuse: Refusal = invalidInput,
) => vValidator(target, schema, refusingFailures(refuse));

/**
 * The JSON body, parsed by a contract schema (read it with `c.req.valid('json')`). The body is
 * first read as the API reads every body: a JSON content type, valid JSON, an object, no NUL
 * character (`body.ts`); the validator then parses the same, already read, text.
 */
export function jsonBody<Schema extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: Schema,
  refuse: Refusal = invalidInput,
) {
  const parse = vValidator('json', schema, refusingFailures(refuse));
  const readFirst: MiddlewareHandler = async (c, next) => {
    const body = await readJsonObject(c);
    if (!body.ok) throw refuse(bodyProblem(body.problem));
    return parse(c, next);
  };
  // Typed as the validator, so the route sees the parsed body's type.
  return readFirst as typeof parse;
}
