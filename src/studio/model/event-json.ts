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

/**
 * An event or sample answer as JSON: an invoked call's error (an `ApiRequestError`, a network
 * `TypeError`) keeps its name, status and body, so the studio can raise the same error again
 * and the machine's guards read it as they do in the app.
 */
export function toJson(value: unknown): Json {
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

/** The value `toJson` stored, errors raised again as the classes they were. */
export function fromJson(value: Json): unknown {
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
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fromJson(inner)]));
  }
  return value;
}

/** One event as a stable string: two path steps with the same key are the same event. */
export const eventKey = (event: EventObject) => JSON.stringify(toJson(event));
