import type { Context } from 'hono';
import * as v from 'valibot';
import { NUL } from './nul-characters';

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
