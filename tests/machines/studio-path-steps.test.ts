import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../src/services/http';
import { eventKey, fromJson, type Json, toJson } from '../../src/studio/model/event-json';
import { eventText, pathLine, pathSteps, stateText } from '../../src/studio/model/path-steps';
import { httpError } from './support/fixtures';

/** The flows studio's paths as readable steps (src/studio/model/path-steps.ts). */
describe('path steps as text', () => {
  it('names states by their dotted path, parallel regions joined', () => {
    expect(stateText('Idle')).toBe('Idle');
    expect(stateText({ Code: 'Editing' })).toBe('Code.Editing');
    expect(stateText({ Form: { Left: 'A', Right: 'B' } })).toBe('Form.(Left.A + Right.B)');
  });

  it('reads clicks, answers of calls and timers', () => {
    expect(eventText({ type: 'xstate.init' })).toBe('start');
    expect(eventText({ type: 'step.next' })).toBe('step.next');
    expect(eventText({ type: 'field.change', field: 'emailAddress', value: 'ada@' })).toBe(
      'field.change (field "emailAddress", value "ada@")',
    );
    expect(eventText({ type: 'xstate.done.actor.checkEmail', output: { isPresent: false } })).toBe(
      'checkEmail succeeds {isPresent: false}',
    );
    expect(
      eventText(
        toJson({
          type: 'xstate.error.actor.register',
          error: httpError(409, { message: 'Taken.' }),
        }),
      ),
    ).toBe('register fails (HTTP 409: Taken.)');
    expect(
      eventText(
        toJson({ type: 'xstate.error.actor.load', error: new TypeError('Failed to fetch') }),
      ),
    ).toBe('load fails (TypeError: Failed to fetch)');
    expect(eventText({ type: 'xstate.after.2000.copy.Copied' })).toBe('after 2 s');
    expect(eventText({ type: 'xstate.after.tick.hero.Showing' })).toBe('after tick');
  });

  it('cuts long answers short', () => {
    const text = eventText({ type: 'xstate.done.actor.load', output: { rows: 'x'.repeat(200) } });
    expect(text.length).toBeLessThan(70);
    expect(text.endsWith('…')).toBe(true);
  });

  it('writes a path as its start, then each event and the state it leads to', () => {
    const steps: Array<{ event: Json; value: Json }> = [
      { event: { type: 'xstate.init' }, value: { Email: 'Editing' } },
      { event: { type: 'step.next' }, value: { Email: 'Checking' } },
      {
        event: { type: 'xstate.done.actor.checkEmail', output: { isPresent: false } },
        value: { Details: 'Editing' },
      },
    ];
    expect(pathSteps(steps)).toEqual([
      { event: 'step.next', state: 'Email.Checking' },
      { event: 'checkEmail succeeds {isPresent: false}', state: 'Details.Editing' },
    ]);
    expect(pathLine(steps)).toBe(
      'Email.Editing → step.next → Email.Checking → checkEmail succeeds {isPresent: false} → Details.Editing',
    );
  });
});

describe('events stored as JSON', () => {
  it('raise an API error again as the class the guards test, with its status and body', () => {
    const stored = toJson({
      type: 'xstate.error.actor.register',
      error: httpError(409, { message: 'Taken.' }),
    });
    const event = fromJson(JSON.parse(JSON.stringify(stored))) as { error: ApiRequestError };
    expect(event.error).toBeInstanceOf(ApiRequestError);
    expect(event.error.status).toBe(409);
    expect(event.error.body).toEqual({ message: 'Taken.' });
    expect(eventKey(event as never)).toBe(JSON.stringify(stored));
  });

  it('keep a network failure a TypeError', () => {
    expect(fromJson(toJson(new TypeError('Failed to fetch')))).toBeInstanceOf(TypeError);
  });
});
