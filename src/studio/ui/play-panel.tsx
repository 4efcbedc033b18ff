import type { AnyStateMachine, EventObject } from 'xstate';
import { type Json, toJson } from '../model/event-json';
import { eventText, shortValue, stateText } from '../model/path-steps';
import { accepts, contextText, type Position } from '../play/player';

type Props = {
  machine: AnyStateMachine;
  catalog: EventObject[];
  steps: number[];
  position: Position;
  onStep: (catalogIndex: number) => void;
  onUndo: () => void;
  onRestart: () => void;
  /** The path model's inputs: play starts from one of them. */
  inputs: Json[];
  input: number;
  onInput: (index: number) => void;
};

const groupOf = (type: string) =>
  type.startsWith('xstate.after.') ? 'Timers' : type.startsWith('xstate.') ? 'Calls' : 'Events';

/** Play: where the machine is, what it accepts now (as buttons), the steps so far and its context. */
export function PlayPanel(props: Props) {
  const { machine, catalog, steps, position, onStep, onUndo, onRestart } = props;
  const { snapshot } = position;
  const acceptedNow = catalog
    .map((event, index) => ({ event, index }))
    .filter(({ event }) => accepts(machine, snapshot, event));
  // A call's successes before its failures, as a reader expects them.
  const successFirst = (event: EventObject) => (event.type.startsWith('xstate.error.') ? 1 : 0);
  const groups = (['Events', 'Calls', 'Timers'] as const).map((group) => ({
    group,
    items: acceptedNow
      .filter(({ event }) => groupOf(event.type) === group)
      .sort((a, b) => successFirst(a.event) - successFirst(b.event)),
  }));
  const buttonText = (event: EventObject) =>
    event.type.startsWith('xstate.after.')
      ? `Fire ${eventText(toJson(event))}`
      : eventText(toJson(event));
  return (
    <section className="panel" aria-labelledby="play-heading">
      <h2 id="play-heading">Play</h2>
      <p className="current">
        <span className="muted">Now in</span>{' '}
        <strong data-testid="current-state">{stateText(toJson(snapshot.value))}</strong>
        {snapshot.status === 'done' ? <span className="badge">finished</span> : null}
      </p>
      {props.inputs.length > 1 ? (
        <label className="field">
          <span>Started with the input</span>
          <select
            value={props.input}
            onChange={(event) => props.onInput(Number(event.target.value))}
          >
            {props.inputs.map((input, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an input is named by its place in the model
              <option key={index} value={index}>
                {shortValue(input, 60)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {position.brokenAt !== undefined ? (
        <p className="notice" role="alert">
          Step {position.brokenAt + 1} of this link is not accepted by the machine any more; play
          stopped before it.
        </p>
      ) : null}
      <div className="row">
        <button type="button" onClick={onUndo} disabled={steps.length === 0}>
          Undo
        </button>
        <button type="button" onClick={onRestart} disabled={steps.length === 0}>
          Restart
        </button>
        <button type="button" onClick={() => navigator.clipboard?.writeText(window.location.href)}>
          Copy link
        </button>
      </div>
      {groups.map(({ group, items }) =>
        items.length ? (
          <div key={group} className="event-group">
            <h3>
              {group === 'Calls'
                ? 'Answer the call'
                : group === 'Timers'
                  ? 'Let time pass'
                  : 'Send an event'}
            </h3>
            <div className="event-buttons">
              {items.map(({ event, index }) => (
                <button
                  key={index}
                  type="button"
                  className={event.type.startsWith('xstate.error.') ? 'event fails' : 'event'}
                  onClick={() => onStep(index)}
                >
                  {buttonText(event)}
                </button>
              ))}
            </div>
          </div>
        ) : null,
      )}
      {acceptedNow.length === 0 ? <p className="muted">Nothing more happens from here.</p> : null}
      <h3>Steps</h3>
      {steps.length ? (
        <ol className="steps">
          {steps.map((index, at) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step's place is its identity (one event may repeat)
            <li key={at}>{catalog[index] ? eventText(toJson(catalog[index])) : '?'}</li>
          ))}
        </ol>
      ) : (
        <p className="muted">None yet: the machine is where it starts.</p>
      )}
      <h3>Context</h3>
      <pre className="context">{contextText(snapshot)}</pre>
    </section>
  );
}
