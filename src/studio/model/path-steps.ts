import { delayLabel } from './diagram';
import type { Json } from './event-json';

/**
 * Paths as a reader follows them: each step the event (a click, an answer of a call, a timer)
 * then the state it leads to, e.g. `step.next → Email.Checking → checkEmail succeeds
 * {isPresent: false} → Details.Editing`.
 */

type JsonObject = { [key: string]: Json };
const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A state value as dotted names: `Code.Editing`; parallel regions joined with ` + `. */
export function stateText(value: Json): string {
  if (!isObject(value)) return String(value);
  return Object.entries(value)
    .map(([key, inner]) => {
      const innerText = stateText(inner);
      return innerText.includes(' + ') ? `${key}.(${innerText})` : `${key}.${innerText}`;
    })
    .join(' + ');
}

/** A value in a few characters: long texts and objects cut with an ellipsis. */
export function shortValue(value: Json, room = 40): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : compactJson(value);
  return text.length > room ? `${text.slice(0, room - 1)}…` : text;
}

function compactJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(compactJson).join(', ')}]`;
  if (isObject(value)) {
    if (typeof value.$error === 'string') return errorText(value);
    const entries = Object.entries(value).map(([key, inner]) => `${key}: ${compactJson(inner)}`);
    return `{${entries.join(', ')}}`;
  }
  return JSON.stringify(value);
}

function errorText(error: JsonObject): string {
  const status = typeof error.status === 'number' ? `HTTP ${error.status}` : String(error.$error);
  const body = isObject(error.body ?? null) ? (error.body as JsonObject) : {};
  const message = typeof body.message === 'string' ? body.message : String(error.message);
  return `${status}: ${message}`;
}

/** What happened, in words: `checkEmail succeeds {isPresent: false}`, `after 2 s`, a click. */
export function eventText(event: Json): string {
  if (!isObject(event)) return String(event);
  const { type, ...payload } = event;
  const name = String(type);
  if (name === 'xstate.init') return 'start';
  const delayed = name.match(/^xstate\.after\.([^.]+)\./);
  if (delayed) return `after ${delayLabel(delayed[1] as string)}`;
  if (name.startsWith('xstate.done.actor.')) {
    const answer = 'output' in payload ? ` ${shortValue(payload.output as Json)}` : '';
    return `${name.slice('xstate.done.actor.'.length)} succeeds${answer}`;
  }
  if (name.startsWith('xstate.error.actor.')) {
    const error = (payload.error ?? null) as Json;
    const why =
      isObject(error) && typeof error.$error === 'string' ? errorText(error) : shortValue(error);
    return `${name.slice('xstate.error.actor.'.length)} fails (${why})`;
  }
  const details = Object.entries(payload).map(([key, value]) => `${key} ${shortValue(value, 28)}`);
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}

/** A path's steps after the start: each event with the state it reached. */
export function pathSteps(
  steps: Array<{ event: Json; value: Json }>,
): Array<{ event: string; state: string }> {
  return steps
    .slice(1)
    .map((step) => ({ event: eventText(step.event), state: stateText(step.value) }));
}

/** A path on one line: `Email.Editing → step.next → Email.Checking → …`. */
export function pathLine(steps: Array<{ event: Json; value: Json }>): string {
  const first = steps[0];
  const start = first ? stateText(first.value) : '';
  return [start, ...pathSteps(steps).flatMap((step) => [step.event, step.state])].join(' → ');
}
