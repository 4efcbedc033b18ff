import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { ApiError } from './errors';
import { NUL } from './nul-characters';

export const BODY_TOO_LARGE = 'Request body is too large.';

/**
 * A size limit for a body the route reads as a stream (a release upload), which never holds it
 * in memory (hono's bodyLimit does, for a body sent without a length): a declared length past
 * the limit is a 413 before anything is read; a body without one is counted as the route reads
 * it, and fails with that 413 past the limit.
 */
export function streamedBodyLimit(maxSize: number): MiddlewareHandler {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      // Node reads exactly the declared length, never more.
      if (Number(length) > maxSize) throw new ApiError(413, BODY_TOO_LARGE);
      return next();
    }
    let size = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxSize) controller.error(new ApiError(413, BODY_TOO_LARGE));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    return next();
  };
}

/** Per-field messages from valibot issues: the first message of each field, by its dotted path. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'body';
    errors[key] ??= issue.message;
  }
  return errors;
}

export type BodyProblem = 'content-type' | 'syntax' | 'not-object' | 'nul-character';

export const bodyProblemMessages: Record<BodyProblem, string> = {
  'content-type': 'Send the request body as JSON (Content-Type: application/json).',
  syntax: 'The request body is not valid JSON.',
  'not-object': 'The request body must be a JSON object.',
  'nul-character': 'Text in the request body must not contain NUL characters.',
};

class NulCharacter extends Error {}

/** Stops parsing at the first key or text holding NUL (see `nul-characters.ts`). */
function refuseNul(key: string, value: unknown) {
  if (key.includes(NUL) || (typeof value === 'string' && value.includes(NUL))) {
    throw new NulCharacter();
  }
  return value;
}

/**
 * A JSON media type (`application/json`, `application/merge-patch+json`...), parameters aside:
 * the same test as Hono's validator, which reads the body after this check.
 */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Reads the JSON body as an object, or says what is wrong with it. */
export async function readJsonObject(
  c: Context,
): Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; problem: BodyProblem }> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    return { ok: false, problem: 'content-type' };
  }
  // Read outside the try: an oversized body throws here for the body limit to answer 413.
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text, refuseNul);
  } catch (error) {
    return { ok: false, problem: error instanceof NulCharacter ? 'nul-character' : 'syntax' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: 'not-object' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
