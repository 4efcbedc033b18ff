import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionsOf } from '../../../scripts/machines/mermaid';

/**
 * What the studio draws of a machine, read from its definition alone: every state node and
 * every transition, each with what a reader needs (event, guard, delay, invoked call, tags,
 * description). Layout (elk-layout.ts) and play (player.ts) work from this model; a unit test
 * holds it equal to the machine's own states and transitions.
 */
export type DiagramState = {
  /** The state node's id (`signupWizard.Code.Editing`). */
  id: string;
  key: string;
  /** The parent's id; `null` for the machine's top-level states. */
  parent: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The state its parent enters first. */
  initial: boolean;
  tags: string[];
  description?: string;
  /** Calls the state makes while active, by invoke id (the `done`/`error` transitions name it). */
  invokes: Array<{ id: string; src: string }>;
};

export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'state-done';

export type DiagramTransition = {
  /** As the path tests key it: `<source id> <event type or always> #<index in its source>`. */
  id: string;
  source: string;
  /** Empty for a transition that stays (actions only). */
  targets: string[];
  kind: TransitionKind;
  eventType: string;
  /** What is written on the arrow: the event, `after 2s`, `done checkEmail`, ... */
  label: string;
  guard?: string;
  /** The delay's name or milliseconds, for `after` transitions. */
  delay?: string;
  /** The invoked call an `done`/`error` transition answers. */
  invokeId?: string;
};

export type Diagram = {
  machineId: string;
  states: DiagramState[];
  transitions: DiagramTransition[];
};

export function toDiagram(machine: AnyStateMachine): Diagram {
  const states: DiagramState[] = [];
  const transitions: DiagramTransition[] = [];
  const visit = (node: AnyStateNode): void => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      states.push(stateOf(child, node));
      transitionsOf(child).forEach((transition, index) => {
        transitions.push(transitionOf(transition, index));
      });
      visit(child);
    }
  };
  visit(machine.root);
  return { machineId: machine.id, states, transitions };
}

function stateOf(node: AnyStateNode, parent: AnyStateNode): DiagramState {
  const initialIds =
    parent.type === 'compound' ? (parent.initial?.target ?? []).map((t) => t.id) : [];
  return {
    id: node.id,
    key: node.key,
    parent: parent.parent ? parent.id : null,
    type: node.type,
    initial: initialIds.includes(node.id),
    tags: [...node.tags],
    ...(node.description ? { description: node.description } : {}),
    invokes: node.invoke.map((invoke) => ({
      id: invoke.id,
      src: typeof invoke.src === 'string' ? invoke.src : invoke.id,
    })),
  };
}

function transitionOf(transition: AnyTransitionDefinition, index: number): DiagramTransition {
  const type = transition.eventType;
  const guard = transition.guard ? guardLabel(transition.guard) : undefined;
  const base = {
    id: `${transition.source.id} ${type || 'always'} #${index}`,
    source: transition.source.id,
    targets: (transition.target ?? []).map((target) => target.id),
    eventType: type,
    ...(guard ? { guard } : {}),
  };
  const delayed = type.match(/^xstate\.after\.([^.]+)\./);
  if (type === '') return { ...base, kind: 'always', label: 'always' };
  if (delayed) {
    const delay = delayed[1] as string;
    return { ...base, kind: 'after', label: `after ${delayLabel(delay)}`, delay };
  }
  for (const [prefix, kind] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
  ] as const) {
    if (type.startsWith(prefix)) {
      const invokeId = type.slice(prefix.length);
      return { ...base, kind, label: `${kind} ${invokeId}`, invokeId };
    }
  }
  if (type.startsWith('xstate.done.state.')) return { ...base, kind: 'state-done', label: 'done' };
  return { ...base, kind: 'event', label: type };
}

/** `2000` reads `2 s`; a named delay keeps its name. */
export const delayLabel = (delay: string) =>
  /^\d+$/.test(delay) ? `${Number(delay) / 1000} s` : delay;

type GuardLike =
  | string
  | { type?: string; name?: string; guards?: GuardLike[] }
  | ((...args: never[]) => unknown);

/** A guard's name; `and`, `or` and `not` spelled out; an unnamed inline function as "inline". */
function guardLabel(guard: GuardLike): string {
  if (typeof guard === 'string') return guard;
  const combined = guard as { type?: string; name?: string; guards?: GuardLike[] };
  if (Array.isArray(combined.guards)) {
    const inner = combined.guards.map(guardLabel);
    return combined.name === 'not' ? `not ${inner[0]}` : inner.join(` ${combined.name} `);
  }
  if (typeof guard === 'object' && guard.type) return guard.type;
  return 'inline';
}
