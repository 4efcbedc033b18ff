import type { EventObject } from 'xstate';
import { ApiRequestError } from '../../services/http';

/** A value as the studio stores it: JSON, with errors spelled out (JSON would drop them). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

type ErrorJson = {
  $error: string;
  message: string;
  kind?: string;
  status?: number;
  body?: Json;
};

const isErrorJson = (value: unknown): value is ErrorJson =>
  typeof value === 'object' && value !== null && '$error' in value;

/** A function in an input (the session's clock): JSON keeps its name, the reader gives it back. */
type FunctionJson = { $function: string };
const isFunctionJson = (value: unknown): value is FunctionJson =>
  typeof value === 'object' && value !== null && '$function' in value;

/**
 * An event or sample answer as JSON: an invoked call's error (an `ApiRequestError`, a network
 * `TypeError`) keeps its name, status and body, so the studio can raise the same error again
 * and the machine's guards read it as they do in the app.
 */
export function toJson(value: unknown): Json {
  if (typeof value === 'function') return { $function: value.name || 'anonymous' };
  if (value instanceof Error) {
    const { kind, status, body } = value as Partial<ApiRequestError>;
    const error: ErrorJson = { $error: value.name, message: value.message };
    if (kind !== undefined) error.kind = kind;
    if (status !== undefined) error.status = status;
    if (body !== undefined) error.body = toJson(body);
    return error;
  }
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, toJson(inner)]),
    );
  }
  return (value ?? null) as Json;
}

/**
 * The value `toJson` stored, errors raised again as the classes they were; a stored function
 * becomes what `functions` gives for its name (by default one that returns nothing).
 */
export function fromJson(
  value: Json,
  functions: (name: string) => unknown = () => () => undefined,
): unknown {
  if (isFunctionJson(value)) return functions(value.$function);
  if (isErrorJson(value)) {
    if (value.$error === 'ApiRequestError') {
      return new ApiRequestError(
        value.kind as ApiRequestError['kind'],
        value.message,
        value.status,
        value.body as ApiRequestError['body'],
      );
    }
    const error =
      value.$error === 'TypeError' ? new TypeError(value.message) : new Error(value.message);
    error.name = value.$error;
    return error;
  }
  if (Array.isArray(value)) return value.map((inner) => fromJson(inner, functions));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, fromJson(inner, functions)]),
    );
  }
  return value;
}

/** One event as a stable string: two path steps with the same key are the same event. */
export const eventKey = (event: EventObject) => JSON.stringify(toJson(event));
